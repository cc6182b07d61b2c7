/** English labels: errors (see ../catalogue.ts). */
export const errors = {};
