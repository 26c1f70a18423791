import { mailLink } from './mail-links.js';
import { PARAM_ROUTES, PATHS, WORKSHOP_PATHS } from './site-paths.js';

const base = 'https://example.org/';

describe('mail links', () => {
  it('joins the base URL and a site path without a double slash', () => {
    expect(mailLink(base, PATHS.memberArea)).toBe('https://example.org/member-area');
  });

  it('adds the query in order and lang=en last for English readers', () => {
    expect(
      mailLink(base, PATHS.academyCancel, {
        query: { registration: 'r1', token: 'a b+c', confirm: 1 },
        locale: 'en',
      }),
    ).toBe('https://example.org/academy/cancel?registration=r1&token=a+b%2Bc&confirm=1&lang=en');
    expect(mailLink(base, PATHS.academyCancel, { query: { token: 't' }, locale: 'de' })).toBe(
      'https://example.org/academy/cancel?token=t',
    );
  });

  it('keeps the query a site path already has and leaves out empty values', () => {
    expect(
      mailLink(base, WORKSHOP_PATHS.memberAreaTab, { query: { x: null, y: '' }, locale: 'en' }),
    ).toBe('https://example.org/member-area?tab=workshops&lang=en');
  });

  it('fills route parameters, encoded, and refuses a missing one', () => {
    expect(mailLink(base, PARAM_ROUTES.academyWorkshop, { params: { slug: 'ki/ä' } })).toBe(
      'https://example.org/academy/ki%2F%C3%A4',
    );
    expect(() => mailLink(base, WORKSHOP_PATHS.registrants)).toThrow(RangeError);
  });
});
