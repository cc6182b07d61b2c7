/** English labels: quality (see ../catalogue.ts). */
export const quality = {};
