/** English labels: campus (see ../catalogue.ts). */
export const campus = {};
