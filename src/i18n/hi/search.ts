import type { Messages } from '../catalogue';

export const search: Messages['search'] = {};
