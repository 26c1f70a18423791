import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each([
    ['/member-area?tab=workshops', '/member-area?tab=workshops'],
    ['/academy/websites-mit-ki#termine', '/academy/websites-mit-ki#termine'],
    ['/', '/'],
    // Normalised first, then checked: dot segments resolve to a path on this site.
    ['/academy/../member-area', '/member-area'],
    ['/./member-area?tab=profile', '/member-area?tab=profile'],
    ['/a/%2e%2e/member-area', '/member-area'],
  ])('keeps %s as %s', (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/ok\r\nSet-Cookie: x=1',
    '/%0d%0aLocation:%20https://evil.example'.replace('%0d%0a', '\n'),
    'member-area',
    // Issue 13 item 10: tricks that only become another host after normalising or decoding.
    '/..//evil.example',
    '/../..//evil.example/path',
    '/./\\/evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/\\evil.example',
    '/\tevil',
    '/\t/evil.example',
    '\t//evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    'http:/evil.example',
    '/x/..%2F..%2F%2Fevil.example',
    '',
    undefined,
    42,
  ])('refuses %p', (input) => {
    expect(safeReturnPath(input)).toBe('/member-area');
  });
});
