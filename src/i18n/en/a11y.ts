/** English labels: a11y (see ../catalogue.ts). */
export const a11y = {};
