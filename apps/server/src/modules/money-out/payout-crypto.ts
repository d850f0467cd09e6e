import { hkdfSync } from 'node:crypto';
import { openWithKey, sealWithKey } from '../../lib/sealed-secret';

/**
 * Encrypts mentors' bank account numbers at rest (issue 23), in the server's one sealed format (lib/sealed-secret.ts:
 * AES-256-GCM, a fresh nonce per value). The key is PAYOUT_ENCRYPTION_KEY, or derived from the auth secret with
 * HKDF-SHA256 under its own label (so it is never the auth secret itself). A value that was tampered with, or made
 * under another key, fails to open: it is never read as something else.
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
    return sealWithKey(this.key, plain);
  }

  open(sealed: string): string {
    const plain = openWithKey(this.key, sealed);
    if (plain === null) throw new Error('not a sealed account number');
    return plain;
  }
}
