import type { Messages } from '../catalogue';

export const common: Messages['common'] = {};
