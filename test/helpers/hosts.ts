/**
 * The demo institutes as the worker tier reaches them, by host (demo/fixtures/index.ts), and the
 * purge token the tier's configuration gives the worker (vitest.config.ts): one place for what
 * the test files used to declare each on its own.
 */

/** Sunrise College: the rich institute, English, every section filled, photos. */
export const RICH = 'sunrise.localhost';
/** Gyandeep Mahavidyalaya: a smaller institute whose texts are in Marathi and Hindi. */
export const HINDI = 'gyandeep.localhost';
/** Hillview Institute of Technology: the sparse one, no staff, notices or events. */
export const SPARSE = 'hillview.localhost';

/** PURGE_TOKEN of the worker tier (vitest.config.ts). */
export const PURGE_TOKEN = 'test-purge-token';
