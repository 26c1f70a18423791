import { isHttpUrl } from './http-url.js';

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
