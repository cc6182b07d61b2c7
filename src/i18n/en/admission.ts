/** English labels: admission (see ../catalogue.ts). */
export const admission = {};
