import { slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Websites mit KI-Tools bauen', 'websites-mit-ki-tools-bauen'],
    ['Größe & Übung für Äpfel', 'groesse-uebung-fuer-aepfel'],
    ['  Café   Crème!! ', 'cafe-creme'],
    ['!!!', 'workshop'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
  it('stays within the length without a trailing dash', () => {
    expect(slugify('a '.repeat(100), 10)).toBe('a-a-a-a-a');
  });
});
