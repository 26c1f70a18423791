import {
  isEmailAddress,
  isMultiLineText,
  isSingleLineText,
  isSlug,
  isUuid,
  isWellFormedText,
} from './field-rules.js';

describe('field rules', () => {
  it('accepts ordinary email addresses', () => {
    for (const email of ['erika@example.com', 'e.muster+tag@sub.example.de', 'jörg@müller.de'])
      expect(isEmailAddress(email)).toBe(true);
  });

  it('refuses broken, hostile or oversized email addresses without throwing', () => {
    for (const email of [
      'x@example..test',
      '.x@example.com',
      'x.@example.com',
      'a..b@example.com',
      'a\ud800b@example.com',
      'a\u0000b@example.com',
      'a b@example.com',
      'a@b@example.com',
      'a@example',
      'a@example.c0m',
      '@example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
      'a@-example.com',
      'Name <a@example.com>',
    ])
      expect(isEmailAddress(email)).toBe(false);
  });

  it('tells single-line from multi-line text', () => {
    expect(isSingleLineText('Design Thinking – kompakt')).toBe(true);
    for (const text of ['a\nb', 'a\rb', 'a\u0000b', 'a\u2028b', 'a\u007fb', '\ud800'])
      expect(isSingleLineText(text)).toBe(false);
    expect(isMultiLineText('Zeile 1\nZeile 2\tmit Tab')).toBe(true);
    expect(isMultiLineText('a\u0000b')).toBe(false);
    expect(isWellFormedText('😀')).toBe(true);
    expect(isWellFormedText('\udc00x')).toBe(false);
  });

  it('parses UUIDs and slugs strictly', () => {
    expect(isUuid('3f2b8c1e-2f4a-4c1b-9a7e-1234567890ab')).toBe(true);
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid('3f2b8c1e-2f4a-4c1b-9a7e-1234567890ag')).toBe(false);
    expect(isSlug('design-thinking-kompakt')).toBe(true);
    for (const slug of ['a\u0000b', 'A-b', 'a b', '', 'ä', 'a/b']) expect(isSlug(slug)).toBe(false);
  });
});
