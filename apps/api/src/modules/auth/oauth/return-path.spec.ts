import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each([
    ['/member-area?tab=workshops', '/member-area?tab=workshops'],
    ['/academy/websites-mit-ki#termine', '/academy/websites-mit-ki#termine'],
    ['/', '/'],
  ])('keeps %s', (input, output) => {
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
    '',
    undefined,
    42,
  ])('refuses %p', (input) => {
    expect(safeReturnPath(input)).toBe('/member-area');
  });
});
