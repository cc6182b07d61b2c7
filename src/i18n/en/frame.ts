/** English labels: frame (see ../catalogue.ts). */
export const frame = {};
