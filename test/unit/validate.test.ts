/** Route inputs as the handlers see them: checked parameters, and query values read leniently. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/env';
import { PageNotFound } from '../../src/errors';
import { PageQuery, params, QueryText, queries, YearQuery } from '../../src/pages/validate';
import { PAGES } from '../../src/paths';

const app = new Hono<AppEnv>()
  .get(
    '/notice/:noticeId',
    params('notice', v.object({ noticeId: v.pipe(v.string(), v.regex(/^\d+$/)) })),
    (c) => c.json(c.req.valid('param')),
  )
  .get('/notice', queries(PAGES.notices, { year: YearQuery, page: PageQuery }), (c) =>
    c.json(c.req.valid('query')),
  )
  .get('/detail', queries(PAGES.notice, { show: QueryText }), (c) => c.json(c.req.valid('query')))
  .onError((error, c) =>
    c.text(
      error instanceof PageNotFound ? error.message : 'other',
      error instanceof PageNotFound ? 404 : 500,
    ),
  );

const answer = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: await response.text() };
};

describe('params', () => {
  it('hands the handler the checked parameters', async () => {
    expect(await answer('/notice/42')).toEqual({ status: 200, body: '{"noticeId":"42"}' });
  });

  it('answers a wrong parameter with the 404 naming what was not found, before the handler', async () => {
    expect(await answer('/notice/x42')).toEqual({ status: 404, body: 'not found: notice' });
  });
});

describe('queries', () => {
  it('checks each declared value; a value that fails its schema reads as absent or as wrong', async () => {
    expect(JSON.parse((await answer('/notice?year=2025&page=3')).body)).toEqual({
      year: '2025',
      page: 3,
    });
    // PageQuery and YearQuery tell a wrong value (`false`: the page answers 404) from none.
    expect(JSON.parse((await answer('/notice?year=25&page=0')).body)).toEqual({
      year: false,
      page: false,
    });
    expect(JSON.parse((await answer('/notice')).body)).toEqual({});
    expect(JSON.parse((await answer('/detail?show=%20%20')).body)).toEqual({});
  });

  it('takes the first value of a repeated name and drops names the page does not declare', async () => {
    expect(await answer('/detail?show=first&show=second&other=x')).toEqual({
      status: 200,
      body: '{"show":"first"}',
    });
  });
});
