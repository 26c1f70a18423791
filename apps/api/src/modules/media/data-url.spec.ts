import { decodeBase64Upload } from './data-url.js';

const MB = 1024 * 1024;
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

describe('decodeBase64Upload', () => {
  it('decodes a data URL whatever type it claims, with line breaks in the payload', () => {
    const bytes = Buffer.from('hello poster');
    const wrapped = `data:image/png;base64,${bytes.toString('base64').replace(/(.{8})/g, '$1\r\n')}`;
    expect(decodeBase64Upload(wrapped, { maxBytes: MB })).toEqual({ bytes });
    expect(decodeBase64Upload(dataUrl(bytes, 'application/x-anything'), { maxBytes: MB })).toEqual({
      bytes,
    });
  });

  it('takes bare base64 only where allowed', () => {
    const bare = Buffer.from('bare').toString('base64');
    expect(decodeBase64Upload(bare, { maxBytes: MB })).toBeUndefined();
    expect(decodeBase64Upload(bare, { maxBytes: MB, allowBare: true })).toEqual({
      bytes: Buffer.from('bare'),
    });
  });

  it('refuses what is not base64: other characters, a missing marker, an empty payload', () => {
    for (const text of [
      'data:image/png;base64,abc$def',
      'data:image/png,abcd',
      'data:image/png;base64,',
      'data:image/png;base64',
      `data:${'x'.repeat(400)};base64,abcd`,
      'data:image/png;base64,ab\u0000cd',
    ])
      expect(decodeBase64Upload(text, { maxBytes: MB })).toBeUndefined();
  });

  it('answers "too large" from the length, for megabytes of payload, without overflowing', () => {
    const big = dataUrl(Buffer.alloc(3 * MB, 0xff), 'image/jpeg');
    expect(decodeBase64Upload(big, { maxBytes: 2 * MB })).toEqual({ tooLarge: true });
    // The same payload deep in a call stack (where the old expression overflowed under load).
    const deep = (n: number): unknown =>
      n === 0 ? decodeBase64Upload(big, { maxBytes: 4 * MB }) : deep(n - 1);
    expect((deep(5_000) as { bytes: Buffer }).bytes.length).toBe(3 * MB);
  });

  it('keeps the exact limit: a file of exactly maxBytes passes, one byte more does not', () => {
    expect(decodeBase64Upload(dataUrl(Buffer.alloc(1000)), { maxBytes: 1000 })).toEqual({
      bytes: Buffer.alloc(1000),
    });
    expect(decodeBase64Upload(dataUrl(Buffer.alloc(1001)), { maxBytes: 1000 })).toEqual({
      tooLarge: true,
    });
  });
});
