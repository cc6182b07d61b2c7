import type { Messages } from '../catalogue';

export const nav: Messages['nav'] = {};
