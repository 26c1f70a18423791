import { sniffFileType } from './file-type.js';

describe('sniffFileType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[...Buffer.from('GIF89a...')], 'image/gif'],
    [[...Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ')], 'image/webp'],
    [[...Buffer.from('%PDF-1.7\n')], 'application/pdf'],
  ])('recognises %j as %s', (bytes, type) => {
    expect(sniffFileType(Buffer.from(bytes))).toBe(type);
  });

  it.each([
    ['plain text named .png', Buffer.from('hello, I am text')],
    ['a PDF without its header', Buffer.from('1 0 obj << /Type /Catalog >> endobj')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeUndefined();
  });
});
