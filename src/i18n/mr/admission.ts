import type { Messages } from '../catalogue';

export const admission: Messages['admission'] = {};
