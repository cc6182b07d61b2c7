import type { Messages } from '../catalogue';

export const viewer: Messages['viewer'] = {};
