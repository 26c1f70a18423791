import { localeOf } from './request-context.js';

describe('localeOf', () => {
  it.each([
    [{}, 'de'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'en'],
    [{ 'accept-language': 'fr-FR,en;q=0.5,de;q=0.8' }, 'de'],
    [{ 'accept-language': 'fr-FR' }, 'de'],
    [{ 'accept-language': 'de;q=0,en;q=0.1' }, 'en'],
    [{ 'x-locale': 'en', 'accept-language': 'de' }, 'en'],
    [{ 'x-locale': 'xx', 'accept-language': 'en' }, 'en'],
  ])('%j -> %s', (headers, locale) => {
    expect(localeOf({ headers })).toBe(locale);
  });
});
