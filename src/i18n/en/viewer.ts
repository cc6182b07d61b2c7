/** English labels: viewer (see ../catalogue.ts). */
export const viewer = {};
