import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { pageDataHtml, pageDataKey, PAGE_DATA_ELEMENT_ID } from './page-data';

const query = parse('query AcademyWorkshops($page: Int!) { workshops(page: $page) { total } }');

describe('page data', () => {
  afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it('keys a query by its name and its variables, whatever their order, without undefined', () => {
    expect(
      pageDataKey(query, { page: 1, filter: { search: undefined, formats: ['ONLINE'] } }),
    ).toBe('AcademyWorkshops:{"filter":{"formats":["ONLINE"]},"page":1}');
    expect(pageDataKey(query, { filter: { formats: ['ONLINE'] }, page: 1 })).toBe(
      pageDataKey(query, { page: 1, filter: { formats: ['ONLINE'], search: undefined } }),
    );
    expect(pageDataKey(query, { page: 2 })).not.toBe(pageDataKey(query, { page: 1 }));
  });

  it('writes JSON that cannot end its script element early', () => {
    const html = pageDataHtml({ 'A:{}': { title: '</script><script>alert(1)</script>' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ 'A:{}': { title: '</script><script>alert(1)</script>' } });
  });
});
