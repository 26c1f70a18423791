import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SALT = 'open-innovation-values';
const INFO = 'calendar connection secrets v1';

/**
 * Encrypts connected calendars' app passwords and secret iCal addresses at rest: AES-256-GCM
 * with a key derived by HKDF-SHA256 from `CALENDAR_SECRET_KEY` (salt and info fixed above, so
 * no other use of that value meets this key; the second factors' box works the same way with
 * its own info). Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; the row's id is the
 * additional data, so a sealed value copied into another row does not open.
 */
export class CalendarSecretBox {
  private readonly key: Buffer;

  constructor(rootSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', rootSecret, SALT, INFO, 32));
  }

  seal(plain: string, rowId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(rowId));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'));
    return ['v1', ...parts].join('.');
  }

  /** Throws when the key changed or the value was tampered with. */
  open(sealed: string, rowId: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) {
      throw new Error('unknown sealed format');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(rowId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
