import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../src/middleware/canonicalPath';

const ID = '65a1b2c3d4e5f6a7b8c9d0e1';
/** The path as the URL parser hands it to the worker (dot segments resolved, non-ASCII encoded). */
const parsed = (path: string) => new URL(`http://a.test${path}`).pathname;

describe('one spelling per page', () => {
  it('keeps the spelling the site links to', () => {
    for (const path of [
      '/',
      '/hi/',
      '/hi',
      '/notice',
      `/one/notice/${ID}/detail`,
      `/mr/one/event/${ID}/detail/notice`,
      '/department/type/Arts%20%26%20Science',
      `/photo/gallery/year/${ID}/category/all`,
      `/iqac/${ID}/tab/${ID}/nested/${ID}`,
    ])
      expect(canonicalPath(parsed(path)), path).toBe(path);
  });

  it('decodes escaped unreserved characters and lower-cases ids, language prefix kept', () => {
    expect(canonicalPath(parsed(`/%6Fne/n%6Ftice/${ID}/detail`))).toBe(`/one/notice/${ID}/detail`);
    expect(canonicalPath(parsed(`/one/notice/${ID.toUpperCase()}/detail`))).toBe(
      `/one/notice/${ID}/detail`,
    );
    expect(canonicalPath(parsed(`/%68i/naac/${ID.toUpperCase()}`))).toBe(`/hi/naac/${ID}`);
    expect(canonicalPath(parsed('/department/type/Arts%20%26%20Science%21'))).toBe(
      '/department/type/Arts%20%26%20Science!',
    );
    expect(canonicalPath(parsed('/department/type/%e0%a4%95'))).toBe('/department/type/%E0%A4%95');
  });

  it('lower-cases ids only: a free-text parameter keeps its letters', () => {
    const hex = 'ABCDEF0123456789ABCDEF01';
    expect(canonicalPath(parsed(`/department/type/${hex}`))).toBe(`/department/type/${hex}`);
  });

  it('leaves an address that is no page alone, and never answers one starting with //', () => {
    for (const path of [
      '/no/such/%70age',
      '//evil.example/%6Fne/notice',
      `//evil.example/one/notice/${ID.toUpperCase()}/detail`,
      '/%2F%2Fevil.example/',
      '/society/',
      '/department/type/%E0%A4',
    ])
      expect(canonicalPath(parsed(path)), path).toBe(parsed(path));
  });
});
