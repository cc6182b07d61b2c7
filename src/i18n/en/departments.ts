/** English labels: departments (see ../catalogue.ts). */
export const departments = {};
