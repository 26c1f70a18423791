/** What a file really is, judged by its first bytes (never by its name or a claimed type). */
export type SniffedType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';

export function sniffFileType(bytes: Buffer): SniffedType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (
    bytes.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    bytes.subarray(0, 6).toString('latin1') === 'GIF89a'
  ) {
    return 'image/gif';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

/** What a workshop material may be: the sniffed types above and three slide formats. */
export type MaterialType =
  | SniffedType
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  | 'application/vnd.oasis.opendocument.presentation'
  | 'application/vnd.apple.keynote';

const ODP_MIMETYPE = 'application/vnd.oasis.opendocument.presentation';

/**
 * A material's type by its content: PDF and images by their signatures; slides are ZIP archives,
 * told apart by what they hold (the ZIP's central directory): PowerPoint has
 * `[Content_Types].xml` and a `ppt/` folder, OpenDocument starts with its uncompressed
 * `mimetype` entry naming a presentation, Keynote has its `Index/` (or `index.apxl`).
 */
export function sniffMaterialType(bytes: Buffer): MaterialType | undefined {
  const simple = sniffFileType(bytes);
  if (simple) return simple;
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04))
    return undefined;
  const names = zipEntryNames(bytes);
  if (!names) return undefined;
  if (names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('ppt/')))
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  if (
    names[0] === 'mimetype' &&
    bytes.subarray(30, 38).toString('latin1') === 'mimetype' &&
    bytes.subarray(38, 38 + ODP_MIMETYPE.length).toString('latin1') === ODP_MIMETYPE
  )
    return ODP_MIMETYPE;
  if (names.some((n) => n === 'index.apxl' || (n.startsWith('Index/') && n.endsWith('.iwa'))))
    return 'application/vnd.apple.keynote';
  return undefined;
}

/** The entry names of a ZIP archive from its central directory; undefined if it is none. */
function zipEntryNames(bytes: Buffer): string[] | undefined {
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  const from = Math.max(0, bytes.length - 22 - 65_535);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count && n < 10_000; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return undefined;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}
