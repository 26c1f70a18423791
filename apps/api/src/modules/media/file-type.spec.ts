import { strToU8, zipSync } from 'fflate';
import { sniffFileType, sniffMaterialType } from './file-type.js';

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

describe('sniffMaterialType', () => {
  const zip = (files: Record<string, string>) =>
    Buffer.from(
      zipSync(
        Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
        { level: 0 },
      ),
    );

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n'), 'application/pdf'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    [
      'PowerPoint slides',
      zip({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    [
      'OpenDocument slides',
      zip({ mimetype: 'application/vnd.oasis.opendocument.presentation', 'content.xml': '<x/>' }),
      'application/vnd.oasis.opendocument.presentation',
    ],
    [
      'Keynote slides',
      zip({ 'Index/Document.iwa': 'x', 'Metadata/Properties.plist': 'y' }),
      'application/vnd.apple.keynote',
    ],
  ])('recognises %s', (_name, bytes, type) => {
    expect(sniffMaterialType(bytes)).toBe(type);
  });

  it.each([
    ['text named .pdf', Buffer.from('hello, I am text')],
    ['a Word document', zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' })],
    ['an OpenDocument text', zip({ mimetype: 'application/vnd.oasis.opendocument.text' })],
    ['a plain ZIP', zip({ 'readme.txt': 'hi' })],
    ['a cut-off ZIP', zip({ 'ppt/a.xml': 'x', '[Content_Types].xml': 'y' }).subarray(0, 40)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffMaterialType(bytes)).toBeUndefined();
  });
});
