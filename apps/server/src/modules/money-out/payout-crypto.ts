import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts mentors' bank account numbers at rest (issue 23): AES-256-GCM with a fresh 12-byte nonce per value,
 * stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url). The key is PAYOUT_ENCRYPTION_KEY, or derived from the auth
 * secret with HKDF-SHA256 under its own label (so it is never the auth secret itself). A value that was tampered
 * with, or made under another key, fails to open: it is never read as something else.
 */
export class AccountNumberCipher {
  private readonly key: Buffer;

  constructor(source: { encryptionKey?: string | undefined; authSecret: string }) {
    this.key = source.encryptionKey
      ? Buffer.from(source.encryptionKey, 'hex')
      : Buffer.from(hkdfSync('sha256', source.authSecret, 'eazy2con-payouts', 'payout account numbers v1', 32));
    if (this.key.length !== 32) throw new Error('payout encryption key must be 32 bytes');
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  open(sealed: string): string {
    const [version, nonce, tag, body] = sealed.split('.');
    if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('not a sealed account number');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
