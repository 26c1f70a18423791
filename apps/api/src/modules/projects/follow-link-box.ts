import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SALT = 'open-innovation-values';
const INFO = 'project follow links v1';

/**
 * Keeps a request's follow link so later mails (status changes, the proposal) can carry it,
 * while the database alone cannot open it: AES-256-GCM with a key derived by HKDF-SHA256 from
 * `JWT_SECRET` (own salt and info, so no other use of that secret meets this key). The lookup
 * still goes by the link's SHA-256. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; a
 * changed `JWT_SECRET` makes old links unreadable here, and mails then point to the first one.
 */
export class FollowLinkBox {
  private readonly key: Buffer;

  constructor(rootSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', rootSecret, SALT, INFO, 32));
  }

  seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The token, or null when it cannot be opened (older request, other key). */
  open(sealed: string | null): string | null {
    if (!sealed) return null;
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}
