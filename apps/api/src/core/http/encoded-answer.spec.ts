import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { EncodedBody, preferredEncoding } from './encoded-answer.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('EncodedBody', () => {
  const text = JSON.stringify({ workshops: Array.from({ length: 200 }, (_, i) => ({ i })) });
  const body = new EncodedBody(text);

  it('compresses once per encoding and keeps the twin', () => {
    const gzip = body.forAccept('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(text);
    expect(body.forAccept('gzip, deflate').bytes).toBe(gzip.bytes);
    const br = body.forAccept('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(text);
    expect(body.forAccept('gzip, br').bytes).toBe(br.bytes);
  });

  it('sends small bodies as they are', () => {
    const small = new EncodedBody('{"workshops":[],"total":0}');
    expect(small.forAccept('gzip, br')).toEqual({ bytes: small.identity, encoding: 'identity' });
  });
});
