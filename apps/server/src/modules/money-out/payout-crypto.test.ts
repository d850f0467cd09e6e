import { describe, expect, it } from 'vitest';
import { openWithKey, sealWithKey } from '../../lib/sealed-secret';
import { AccountNumberCipher } from './payout-crypto';

const AUTH_SECRET = 'a-test-auth-secret-of-enough-length-0123456789';

describe('payout account numbers (money-out), in the same sealed format under their own key', () => {
  it('opens what it sealed and throws on anything else', () => {
    const cipher = new AccountNumberCipher({ authSecret: AUTH_SECRET });
    const sealed = cipher.seal('0123456789');
    expect(cipher.open(sealed)).toBe('0123456789');
    expect(() => cipher.open('0123456789')).toThrow('not a sealed account number');
    expect(() => new AccountNumberCipher({ authSecret: `${AUTH_SECRET}-other` }).open(sealed)).toThrow();
  });

  it('uses PAYOUT_ENCRYPTION_KEY as the key itself when given one, and refuses a key of the wrong length', () => {
    const key = '11'.repeat(32);
    const sealed = new AccountNumberCipher({ encryptionKey: key, authSecret: AUTH_SECRET }).seal('0123456789');
    expect(openWithKey(Buffer.from(key, 'hex'), sealed)).toBe('0123456789');
    expect(new AccountNumberCipher({ encryptionKey: key, authSecret: 'another' }).open(sealed)).toBe('0123456789');
    expect(() => new AccountNumberCipher({ encryptionKey: '11'.repeat(16), authSecret: AUTH_SECRET })).toThrow(
      'payout encryption key must be 32 bytes',
    );
    expect(openWithKey(Buffer.from('22'.repeat(32), 'hex'), sealWithKey(Buffer.from(key, 'hex'), 'x'))).toBeNull();
  });
});
