/**
 * What the browser bundle may hold of src/: the pure helpers (lib/) and the components islands
 * share with the server (components/). Everything else in src/ is the worker's (the provider
 * client, the cache, the routes and middleware, search with its index, the warm-up, settings and
 * secrets, and i18n/ and paths.ts, which read the request's language from the worker's
 * AsyncLocalStorage; islands get their labels as props): build.ts fails when the client graph
 * reaches it, so it is kept out by rule, not by tree-shaking. A new folder of src/ is worker-only
 * until it is named here.
 */
import type { Metafile } from 'esbuild';

const SHARED_WITH_CLIENT = /^src\/(lib|components)\//;

/** The client graph's inputs that are worker-only modules, each with what imported it. */
export function workerOnlyInputs(meta: Metafile): string[] {
  return Object.keys(meta.inputs)
    .filter((input) => input.startsWith('src/') && !SHARED_WITH_CLIENT.test(input))
    .map((input) => {
      const importers = Object.entries(meta.inputs)
        .filter(([, info]) => info.imports.some((imp) => imp.path === input))
        .map(([path]) => `imported by ${path}`);
      return `client graph includes worker-only module ${input}: ${importers.join(', ')}`;
    });
}
