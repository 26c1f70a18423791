import { get } from 'node:http';

/**
 * KB gzip of the JavaScript a page's first HTML asks for: its script and module-preload URLs,
 * each fetched with `Accept-Encoding: gzip` and counted as it comes over the wire (the way
 * `npm run bench:web` counts it).
 */
export async function firstHtmlScriptsKb(baseUrl: string, address: string): Promise<number> {
  const html = (await fetchRaw(new URL(address, baseUrl).href, 'identity')).toString('utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1] ?? '');
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    sources.add(match[1] ?? '');
  let bytes = 0;
  for (const source of sources)
    bytes += (await fetchRaw(new URL(source, baseUrl).href, 'gzip')).length;
  return bytes / 1024;
}

function fetchRaw(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}
