/** English labels: nav (see ../catalogue.ts). */
export const nav = {};
