import { promoCodeProblems } from './promo-codes.js';

const ok = { code: 'LOVABLE-20', tool: 'Lovable', descriptionDe: 'Rabatt', descriptionEn: 'Off' };

describe('promoCodeProblems', () => {
  it('accepts a complete draft, with spaces around the code', () => {
    expect(promoCodeProblems({ ...ok, code: '  lovable_20 ' })).toEqual({});
  });

  it('names each field that is missing, malformed or too long', () => {
    expect(
      promoCodeProblems({
        code: 'NO SPACES',
        tool: ' ',
        descriptionDe: 'x'.repeat(1001),
        descriptionEn: 'fine',
      }),
    ).toEqual({ code: 'codeFormat', tool: 'required', descriptionDe: 'tooLong' });
    expect(promoCodeProblems({ ...ok, code: 'AB' })).toEqual({ code: 'codeFormat' });
    expect(promoCodeProblems({ ...ok, code: '' })).toEqual({ code: 'required' });
  });
});
