import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SALT = 'open-innovation-values';
const INFO = 'second-factor secrets v1';

/**
 * Encrypts the authenticator apps' shared secrets at rest: AES-256-GCM with a key derived by
 * HKDF-SHA256 from `JWT_SECRET` (salt and info fixed above, so no other use of that secret
 * meets this key). Changing `JWT_SECRET` makes stored secrets unreadable: every authenticator
 * app then has to be set up again (recovery codes still work). Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(rootSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', rootSecret, SALT, INFO, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map(part).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined)
      throw new Error('unknown sealed format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

function part(value: string | Buffer): string {
  return typeof value === 'string' ? value : value.toString('base64url');
}
