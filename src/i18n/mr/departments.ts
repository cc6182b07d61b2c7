import type { Messages } from '../catalogue';

export const departments: Messages['departments'] = {};
