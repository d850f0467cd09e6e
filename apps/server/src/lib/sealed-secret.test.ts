import { describe, expect, it } from 'vitest';
import { SealedSecrets } from './sealed-secret';

const AUTH_SECRET = 'a-test-auth-secret-of-enough-length-0123456789';

/** Flips one character of the sealed value's part `index` (1 nonce, 2 tag, 3 ciphertext). */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index]!;
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('sealed secrets', () => {
  const tokens = new SealedSecrets(AUTH_SECRET, 'saved cards');

  it('opens what it sealed, with a fresh nonce every time, and shows nothing of the secret', () => {
    const a = tokens.seal('flw-t1nf-secret-token');
    const b = tokens.seal('flw-t1nf-secret-token');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('secret');
    expect(tokens.open(a)).toBe('flw-t1nf-secret-token');
    expect(tokens.open(b)).toBe('flw-t1nf-secret-token');
  });

  it('refuses a value tampered with, sealed under another label or secret, or of another format', () => {
    const sealed = tokens.seal('flw-t1nf-secret-token');
    for (const part of [1, 2, 3]) expect(tokens.open(tamper(sealed, part))).toBeNull();
    expect(new SealedSecrets(AUTH_SECRET, 'calendar feeds').open(sealed)).toBeNull();
    expect(new SealedSecrets(`${AUTH_SECRET}-other`, 'saved cards').open(sealed)).toBeNull();
    expect(tokens.open(sealed.replace(/^v1/, 'v2'))).toBeNull();
    expect(tokens.open('flw-t1nf-secret-token')).toBeNull();
  });

  it('fingerprints equal secrets alike under one label, and differently under another', () => {
    expect(tokens.fingerprint('4242')).toBe(tokens.fingerprint('4242'));
    expect(tokens.fingerprint('4242')).not.toBe(tokens.fingerprint('4243'));
    expect(new SealedSecrets(AUTH_SECRET, 'calendar feeds').fingerprint('4242')).not.toBe(tokens.fingerprint('4242'));
  });
});
