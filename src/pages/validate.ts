/**
 * Route inputs checked by valibot schemas in front of the handler, through
 * `@hono/valibot-validator`, so a handler only ever sees typed, checked values
 * (`c.req.valid('param')`, `c.req.valid('query')`). A wrong parameter is the branded 404 before
 * any provider read; a query value that fails its schema reads as absent (a stray `?show=junk`
 * shows the page without it).
 */
import { vValidator } from '@hono/valibot-validator';
import type { Context, Env, Input, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { queryText } from '../lib/text';
import type { Page } from '../paths';

type ParamSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>;

/** The validator's hook: input that fails its schema is the branded 404 naming `what`. */
const orNotFound =
  (what: string) =>
  ({ success }: { success: boolean }, _c: Context<AppEnv>) => {
    if (!success) throw new PageNotFound(what);
  };

/** The route's parameters, checked by `schema`; a failure is a 404 naming `what`. */
export const params = <S extends ParamSchema>(what: string, schema: S) =>
  vValidator('param', schema, orNotFound(what));

type QueryShape = Record<string, v.GenericSchema<string, unknown>>;

/** A query name's first value: Hono gives a name the query repeats as a list. */
const FirstValue = v.union([
  v.string(),
  v.pipe(
    v.array(v.string()),
    v.transform((values) => values[0]),
  ),
]);

/**
 * The query values `page` declares (paths.ts), each checked by its schema: the first value of a
 * name, or undefined when absent or invalid. Throws when the page does not declare a name, since
 * the page cache keys on the declared names only.
 */
export const queries = <Q extends QueryShape>(page: Page, shape: Q) => {
  const undeclared = Object.keys(shape).filter((name) => !page.query?.includes(name));
  if (undeclared.length) throw new Error(`${page.pattern} reads undeclared query ${undeclared}`);
  const checked = Object.entries(shape).map(([name, schema]) => [
    name,
    v.fallback(v.optional(v.pipe(FirstValue, schema)), undefined),
  ]);
  // Every name falls back to absent and other names are dropped: the object itself never fails.
  const object = v.object(Object.fromEntries(checked)) as unknown as v.GenericSchema<
    Record<string, string | string[]>,
    { [K in keyof Q]?: v.InferOutput<Q[K]> }
  >;
  return vValidator('query', object, orNotFound(page.pattern));
};

/** Free text in a query (a title, a search): trimmed; empty reads as absent. */
export const QueryText = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));

/** A query value that is given but wrong reads as `false`: the page answers 404 for it. */
export const orWrong = <T>(schema: v.GenericSchema<string, T>) =>
  v.union([
    schema,
    v.pipe(
      v.string(),
      v.transform(() => false as const),
    ),
  ]);

/** `?page=` of a paged list: a page number (1 to 999999, no leading zero); else `false`. */
export const PageQuery = orWrong(
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)),
);

/** `?year=` of a list filtered by year: four digits; else `false`. */
export const YearQuery = orWrong(v.pipe(v.string(), v.regex(/^\d{4}$/)));

/**
 * Free text shown back on a page (a title from `?q=`, a search) as lib/text.ts `queryText` clamps
 * it: control characters blanked, cut (not refused) at 120 characters, trimmed; empty is absent.
 */
export const ClampedText = v.pipe(
  v.string(),
  v.transform((raw: string) => queryText(raw)),
  v.nonEmpty(),
);

/**
 * Two validators as one middleware. `x.on('GET', [pathA, pathB], ...)` gives all its handlers one
 * input type, so a page registered under two patterns that checks both its parameters and its
 * query passes them as `inputs(params(...), queries(...))` for the handler to see both.
 */
export const inputs =
  <E extends Env, A extends Input, B extends Input>(
    first: MiddlewareHandler<E, string, A>,
    second: MiddlewareHandler<E, string, B>,
  ): MiddlewareHandler<E, string, A & B> =>
  (c, next) =>
    first(c, async () => {
      await second(c, next);
    });
