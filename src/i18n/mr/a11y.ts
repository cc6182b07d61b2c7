import type { Messages } from '../catalogue';

export const a11y: Messages['a11y'] = {};
