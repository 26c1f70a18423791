// Last step of `nx run web:build`: every text file of the built client (scripts, styles, SVG,
// JSON) gets a brotli (`.br`) and a gzip (`.gz`) twin next to it, compressed once at the
// highest settings (the gzip twin by Zopfli: a few per cent smaller than zlib's level 9 and
// readable by every gzip decoder; slow, which is fine once per build). The API serves the twin the browser accepts (apps/api/src/core/web/
// precompressed.ts) instead of compressing per request. Twins that would not be smaller are
// left out. HTML pages are not among them: the server fills in its public URL first and keeps
// their compressed forms in memory (web-dist.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const WEB_DIR = process.argv[2] ?? 'dist/apps/web';
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Small chunks too: a page's first HTML names a dozen of them, and each twin saves a third. */
const MIN_BYTES = 200;

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const file of await listFiles(WEB_DIR)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = Buffer.from(await gzipAsync(content, { numiterations: 5 }));
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
  files += 1;
  before += content.length;
  afterBrotli += Math.min(brotli.length, content.length);
}
console.log(
  `compressed ${files} files in ${WEB_DIR}: ${kb(before)} KB, ${kb(afterBrotli)} KB as brotli`,
);

function kb(bytes) {
  return (bytes / 1024).toFixed(0);
}

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : [path];
    }),
  );
  return nested.flat();
}
