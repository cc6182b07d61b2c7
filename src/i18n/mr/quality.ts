import type { Messages } from '../catalogue';

export const quality: Messages['quality'] = {};
