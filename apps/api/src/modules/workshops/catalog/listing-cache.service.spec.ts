import { listingCacheKey } from './listing-cache.service.js';

describe('listingCacheKey', () => {
  it('is one key for every spelling of the same filter', () => {
    const one = listingCacheKey(
      { formats: ['online', 'hybrid'], search: '  Web   KI ', tags: ['b', 'a', 'a'] },
      false,
      1,
      12,
    );
    const two = listingCacheKey(
      { formats: ['hybrid', 'online'], search: 'web ki', tags: ['a', 'b'], category: '' },
      false,
      1,
      12,
    );
    expect(two).toBe(one);
    expect(listingCacheKey({}, false, 1, 12)).toBe(
      listingCacheKey({ formats: [], search: ' ', featured: null }, false, 1, 12),
    );
  });

  it('keeps apart what changes the page', () => {
    const base = listingCacheKey({}, false, 1, 12);
    expect(listingCacheKey({}, true, 1, 12)).not.toBe(base);
    expect(listingCacheKey({}, false, 2, 12)).not.toBe(base);
    expect(listingCacheKey({}, false, 1, 24)).not.toBe(base);
    expect(listingCacheKey({ tags: ['KI'] }, false, 1, 12)).not.toBe(
      listingCacheKey({ tags: ['ki'] }, false, 1, 12),
    );
    expect(listingCacheKey({ featured: false }, false, 1, 12)).not.toBe(base);
    expect(listingCacheKey({ hasAvailableSpots: true }, false, 1, 12)).not.toBe(base);
  });
});
