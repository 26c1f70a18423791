/** `data:<type>[;<param>…];base64,` — the header only; the claimed type is never trusted. */
const HEADER = /^data:[\w.+/-]{0,100}(?:;[\w=.-]{1,100}){0,10};base64$/;

/**
 * The bytes of an upload sent as a base64 data URL (or, with `allowBare`, as bare base64, as
 * older callers send posters); `undefined` when it is neither. Whitespace in the payload is
 * ignored. The payload (megabytes) is checked by one linear scan, never by a regular
 * expression: a backtracking one over a 4 MB payload overflowed the stack under load.
 * `maxBytes` is checked on the length before anything is decoded (`tooLarge`).
 */
export function decodeBase64Upload(
  text: string,
  options: { maxBytes: number; allowBare?: boolean },
): { bytes: Buffer } | { tooLarge: true } | undefined {
  let payload: string;
  if (text.startsWith('data:')) {
    const comma = text.indexOf(',');
    if (comma < 0 || comma > 300 || !HEADER.test(text.slice(0, comma))) return undefined;
    payload = text.slice(comma + 1);
  } else if (options.allowBare) {
    payload = text;
  } else {
    return undefined;
  }
  let whitespace = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const c = payload.charCodeAt(i);
    const base64 =
      (c >= 65 && c <= 90) || // A-Z
      (c >= 97 && c <= 122) || // a-z
      (c >= 48 && c <= 57) || // 0-9
      c === 43 || // +
      c === 47 || // /
      c === 61; // =
    if (base64) continue;
    if (c === 32 || c === 9 || c === 10 || c === 13) whitespace += 1;
    else return undefined;
  }
  const length = payload.length - whitespace;
  if (length === 0) return undefined;
  // Four characters carry three bytes; padding only makes it less.
  if (Math.floor((length * 3) / 4) - 2 > options.maxBytes) return { tooLarge: true };
  const bytes = Buffer.from(whitespace > 0 ? payload.replace(/\s/g, '') : payload, 'base64');
  if (bytes.length > options.maxBytes) return { tooLarge: true };
  return { bytes };
}
