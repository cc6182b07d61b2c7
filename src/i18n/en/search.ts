/** English labels: search (see ../catalogue.ts). */
export const search = {};
