import { describe, expect, it } from 'vitest';
import { inPageLanguage } from './page-language-link';

describe('links of an islands page', () => {
  it('carry ?lang=en to another islands page when the page is English', () => {
    expect(inPageLanguage('/leistungen', 'en')).toBe('/leistungen?lang=en');
    expect(inPageLanguage('/impressum#kontakt', 'en')).toBe('/impressum?lang=en#kontakt');
  });

  it('stay as they are in German, to the app, elsewhere, or when naming a language', () => {
    expect(inPageLanguage('/leistungen', 'de')).toBe('/leistungen');
    expect(inPageLanguage('/academy', 'en')).toBe('/academy');
    expect(inPageLanguage('https://example.org/leistungen', 'en')).toBe(
      'https://example.org/leistungen',
    );
    expect(inPageLanguage('/leistungen?lang=de', 'en')).toBe('/leistungen?lang=de');
  });
});
