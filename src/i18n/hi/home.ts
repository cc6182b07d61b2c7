import type { Messages } from '../catalogue';

export const home: Messages['home'] = {};
