/**
 * Route inputs checked by valibot schemas in front of the handler, through Hono's validator, so a
 * handler only ever sees typed, checked values (`c.req.valid('param')`, `c.req.valid('query')`).
 * A wrong parameter is the branded 404 before any provider read; a query value that fails its
 * schema reads as absent (a stray `?show=junk` shows the page without it).
 */
import type { Env, Input, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { PageNotFound } from '../errors';
import { queryText } from '../lib/text';
import type { Page } from '../paths';

type ParamSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>;

/** The route's parameters, checked by `schema`; a failure is a 404 naming `what`. */
export const params = <S extends ParamSchema>(what: string, schema: S) =>
  validator('param', (value): v.InferOutput<S> => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new PageNotFound(what);
    return result.output;
  });

type QueryShape = Record<string, v.GenericSchema<string, unknown>>;

/**
 * The query values `page` declares (paths.ts), each checked by its schema: the first value of a
 * name, or undefined when absent or invalid. Throws when the page does not declare a name, since
 * the page cache keys on the declared names only.
 */
export const queries = <Q extends QueryShape>(page: Page, shape: Q) => {
  const undeclared = Object.keys(shape).filter((name) => !page.query?.includes(name));
  if (undeclared.length) throw new Error(`${page.pattern} reads undeclared query ${undeclared}`);
  return validator('query', (value) => {
    const checked: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(shape)) {
      const raw = [value[name]].flat()[0];
      const result = raw === undefined ? undefined : v.safeParse(schema, raw);
      checked[name] = result?.success ? result.output : undefined;
    }
    return checked as { [K in keyof Q]?: v.InferOutput<Q[K]> };
  });
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
