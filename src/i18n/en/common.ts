/** English labels: common (see ../catalogue.ts). */
export const common = {};
