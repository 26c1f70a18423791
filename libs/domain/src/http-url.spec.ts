import { isHttpUrl, isOptionalHttpUrl } from './http-url.js';

describe('http(s) links', () => {
  it.each([
    'https://meet.example.com/room',
    'http://example.org',
    'https://zoom.us/j/123?pwd=abc',
    'https://192.168.1.10/x',
    'https://bücher.de/raum',
  ])('takes %s', (link) => expect(isHttpUrl(link)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'ftp://example.com',
    'example.com',
    'https://localhost/room',
    'https://exa mple.com',
    'https://-bad.example.com',
    'nope',
    'https://999.1.1.1/x',
  ])('refuses %s', (link) => expect(isHttpUrl(link)).toBe(false));
});

describe('optional http(s) links', () => {
  it.each(['', '  ', 'https://example.org', ' http://example.org/a?b=c '])('takes %j', (link) =>
    expect(isOptionalHttpUrl(link)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'ftp://example.org', 'example.org', 'mailto:a@b.de'])(
    'refuses %s',
    (link) => expect(isOptionalHttpUrl(link)).toBe(false),
  );

  it('takes a missing value', () => {
    expect(isOptionalHttpUrl(null)).toBe(true);
    expect(isOptionalHttpUrl(undefined)).toBe(true);
  });
});
