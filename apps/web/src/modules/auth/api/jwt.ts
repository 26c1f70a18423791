/** The readable claims of a JWT; the signature is checked by the server, never here. */
export type JwtPayload = Record<string, unknown>;

/**
 * The payload of a three-part JWT, or `null` when the token has another shape or its payload
 * is not readable JSON (the problem is only logged).
 */
export function decodeJwtPayload(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    console.warn('[auth] The token is not a three-part JWT.');
    return null;
  }
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      console.warn('[auth] The token payload is not an object.');
      return null;
    }
    return payload as JwtPayload;
  } catch (error) {
    console.warn('[auth] The token payload could not be read.', error);
    return null;
  }
}

/** URL-safe base64 (no padding) of a UTF-8 string. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
