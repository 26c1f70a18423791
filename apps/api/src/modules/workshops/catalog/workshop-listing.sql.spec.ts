import { listingPageQuery, prefixTsQuery } from './workshop-listing.sql.js';

describe('prefixTsQuery', () => {
  it('turns words into a prefix query joined by AND', () => {
    expect(prefixTsQuery('Webs  KI')).toBe('webs:* & ki:*');
    expect(prefixTsQuery('Förder-Anträge')).toBe('förder:* & anträge:*');
  });

  it('keeps tsquery syntax out: operators are only separators', () => {
    expect(prefixTsQuery("a&b|!c:*(d)'")).toBe('a:* & b:* & c:* & d:*');
    expect(prefixTsQuery('&|!')).toBeNull();
    expect(prefixTsQuery('   ')).toBeNull();
  });

  it('uses at most eight words', () => {
    expect(prefixTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});

describe('listing SQL', () => {
  it('binds every filter value as a parameter and pages with limit and offset', () => {
    const query = listingPageQuery(
      {
        search: "x'; DROP TABLE workshops; --",
        formats: ['online'],
        tags: ['KI'],
        category: 'Innovation',
        featured: true,
        hasAvailableSpots: true,
      },
      false,
      3,
      12,
    );
    expect(query.text).not.toContain('DROP TABLE');
    expect(query.values).toEqual([
      ['scheduled'],
      ['online'],
      'Innovation',
      ['KI'],
      true,
      'x:* & drop:* & table:* & workshops:*',
      12,
      24,
    ]);
    expect(query.text).toContain("l.is_public AND l.visibility = 'public'");
  });

  it('lets signed-in members see members-only workshops and counts under the same conditions', () => {
    const page = listingPageQuery({ statuses: ['completed'] }, true, 1, 20);
    expect(page.text).not.toContain("l.visibility = 'public'");
    expect(page.values).toEqual([['completed'], 20, 0]);
    expect(page.text).toContain('count(*)');
    expect(page.text.split('l.status = ANY($1::text[])')).toHaveLength(3);
  });

  it("names only the Academy's own tables", () => {
    const page = listingPageQuery({ search: 'KI' }, false, 1, 20);
    const tables = [...page.text.matchAll(/\b(?:FROM|JOIN)\s+(?!\()(\w+)/g)].map((m) => m[1]);
    expect(new Set(tables)).toEqual(new Set(['academy_listing', 'academy_search']));
  });
});
