import type { Messages } from '../catalogue';

export const frame: Messages['frame'] = {};
