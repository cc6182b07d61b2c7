import type { Messages } from '../catalogue';

export const campus: Messages['campus'] = {};
