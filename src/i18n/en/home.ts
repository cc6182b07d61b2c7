/** English labels: home (see ../catalogue.ts). */
export const home = {};
