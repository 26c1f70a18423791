import { isPosterWidth, posterSrcSet, posterVariantUrl } from './poster-variants.js';

const STORED = '/media/0b6f3c1e-8a1d-4c1e-9f1a-2b3c4d5e6f70';

describe('poster variants', () => {
  it('offers 400, 800 and 1200 px copies of a stored image', () => {
    expect(posterSrcSet(STORED)).toBe(
      `${STORED}/w/400 400w, ${STORED}/w/800 800w, ${STORED}/w/1200 1200w`,
    );
    expect(posterVariantUrl(STORED, 800)).toBe(`${STORED}/w/800`);
  });

  it('leaves other addresses alone', () => {
    expect(posterSrcSet('data:image/png;base64,AAAA')).toBeUndefined();
    expect(posterVariantUrl('https://example.com/a.png', 400)).toBe('https://example.com/a.png');
  });

  it('knows only the three widths', () => {
    expect([400, 800, 1200].every(isPosterWidth)).toBe(true);
    expect(isPosterWidth(500)).toBe(false);
  });
});
