/** English labels: news (see ../catalogue.ts). */
export const news = {};
