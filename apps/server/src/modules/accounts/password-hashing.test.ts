import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashingFor, scryptPasswords, TEST_SCRYPT_COST } from './password-hashing';

const BETTER_AUTH_COST = { N: 16384, r: 16, p: 1 };

describe('password hashing', () => {
  it("leaves production and development on Better Auth's own hashing", () => {
    expect(passwordHashingFor('production')).toBeUndefined();
    expect(passwordHashingFor('development')).toBeUndefined();
  });

  it("stores Better Auth's format: at Better Auth's cost each verifies the other's hashes", async () => {
    const ours = scryptPasswords(BETTER_AUTH_COST);
    expect(await verifyPassword({ hash: await ours.hash('correct horse'), password: 'correct horse' })).toBe(true);
    expect(await ours.verify({ hash: await hashPassword('correct horse'), password: 'correct horse' })).toBe(true);
    expect(await ours.verify({ hash: await hashPassword('correct horse'), password: 'wrong horse' })).toBe(false);
  });

  it('hashes at the test cost only under NODE_ENV=test, and those hashes are not valid at the real cost', async () => {
    const testing = passwordHashingFor('test');
    if (!testing) throw new Error('the API tests hash at their own cost');
    const hash = await testing.hash('correct horse');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testing.verify({ hash, password: 'correct horse' })).toBe(true);
    expect(await testing.verify({ hash, password: 'Correct horse' })).toBe(false);
    expect(await testing.verify({ hash: 'no-colon', password: 'correct horse' })).toBe(false);
    expect(await verifyPassword({ hash, password: 'correct horse' })).toBe(false);
    expect(TEST_SCRYPT_COST.N).toBeLessThan(BETTER_AUTH_COST.N);
  });
});
