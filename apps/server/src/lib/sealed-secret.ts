import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM under a 32-byte key with a fresh 12-byte nonce, as `v1.<nonce>.<tag>.<ciphertext>` (base64url): the
 * one sealed format of the server's secrets at rest (saved-card and calendar tokens here, payout account numbers in
 * money-out, each under its own key).
 */
export function sealWithKey(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** What `sealWithKey` sealed under this key, or null (tampered, another key, another format). */
export function openWithKey(key: Buffer, sealed: string): string | null {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Seals a secret the server must use again later (a saved card's provider token) with `sealWithKey`. The key is derived from the auth secret with
 * HKDF-SHA256 under the caller's own label, so it is never the auth secret itself and each use has its own key. A
 * value that was tampered with, or sealed under another key, fails to open: it is never read as something else.
 * `fingerprint` gives a keyed hash (HMAC-SHA256 under a second derived key) to find equal secrets without opening them.
 */
export class SealedSecrets {
  private readonly key: Buffer;
  private readonly fingerprintKey: Buffer;

  constructor(authSecret: string, label: string) {
    this.key = Buffer.from(hkdfSync('sha256', authSecret, 'eazy2con-sealed', `${label} seal v1`, 32));
    this.fingerprintKey = Buffer.from(hkdfSync('sha256', authSecret, 'eazy2con-sealed', `${label} fingerprint v1`, 32));
  }

  seal(plain: string): string {
    return sealWithKey(this.key, plain);
  }

  /** The secret, or null when the value is not one this key sealed (tampered, another key, another format). */
  open(sealed: string): string | null {
    return openWithKey(this.key, sealed);
  }

  fingerprint(plain: string): string {
    return createHmac('sha256', this.fingerprintKey).update(plain, 'utf8').digest('base64url');
  }
}
