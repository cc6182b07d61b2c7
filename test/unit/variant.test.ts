import { describe, expect, it } from 'vitest';
import {
  cachedPage,
  canonicalQuery,
  deviceClass,
  hasFreeText,
  queryNamesOf,
  variesByDevice,
} from '../../src/cache/variant';
import { QueryText, queries } from '../../src/pages/validate';
import { PAGES } from '../../src/paths';

const url = (path: string) => new URL(`http://a.test${path}`);

describe('what a page varies by', () => {
  it('keeps only the query names the page reads, the first value of each, in a fixed order', () => {
    expect(canonicalQuery(url('/?utm_source=x&fbclid=1'))).toBe('');
    expect(canonicalQuery(url('/onedepartment/abc/tab/about?search=a&q=Physics&q=Other&x=1'))).toBe(
      '?q=Physics&search=a',
    );
    expect(canonicalQuery(url('/onedepartment/abc/tab/about?q=Other&q=Physics'))).toBe('?q=Other');
    expect(canonicalQuery(url('/photo/gallery?year=abc&q=1'))).toBe('?year=abc');
    expect(canonicalQuery(url('/admission/application?open='))).toBe('?open=');
    // The paged lists key on their year and page; their feeds on nothing.
    expect(canonicalQuery(url('/notice?page=2&utm_source=x&year=2026'))).toBe('?year=2026&page=2');
    expect(canonicalQuery(url('/event?page=3&page=4'))).toBe('?page=3');
    expect(canonicalQuery(url('/notice/rss.xml?page=2'))).toBe('');
  });

  it('takes the names from the table of pages, and a route cannot read a name its page does not declare', () => {
    expect(queryNamesOf('/institute/faculties/teaching')).toEqual(['search']);
    expect(queryNamesOf('/institute/faculties')).toEqual(['search']);
    expect(() => queries(PAGES.notices, { q: QueryText })).toThrow(/undeclared/);
    expect(() => queries(PAGES.notice, { show: QueryText })).not.toThrow();
  });

  it('reduces a User-Agent to a device class, for the pages that use it only', () => {
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('ios');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14)')).toBe('other');
    expect(deviceClass('')).toBe('other');
    expect(variesByDevice('/admission/process')).toBe(true);
    expect(variesByDevice('/admission')).toBe(false);
  });

  it('tells free-text values (titles, searches) from bounded ones, and knows the pages never kept', () => {
    const dept = '/onedepartment/65a1b2c3d4e5f6a7b8c9d0e1/tab/about';
    expect(hasFreeText(url(`${dept}?q=Physics`))).toBe(true);
    expect(hasFreeText(url(`${dept}?utm_source=x`))).toBe(false);
    expect(hasFreeText(url('/notice?page=2&year=2026'))).toBe(false);
    expect(hasFreeText(url('/institute/faculties?search=Rao'))).toBe(true);
    expect(cachedPage('/search')).toBe(false);
    expect(cachedPage('/sitemap.xml')).toBe(false);
    expect(cachedPage('/notice')).toBe(true);
  });
});
