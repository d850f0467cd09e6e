import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: Better Auth's own (N=16384, r=16: about 100 ms and 32 MB a hash) outside tests. */
interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost API tests hash with: 64 times less work than Better Auth's. The suite signs up and signs in thousands of
 * times and the hash's cost is not what it tests; at Better Auth's cost those hashes were minutes of CI on two
 * cores. Only `NODE_ENV=test` takes it (the built app in the browser tests runs as production, with Better Auth's
 * own hashing), as Django's and Rails' test settings do. password-hashing.test.ts shows the two apart.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 4, p: 1 };

const KEY_BYTES = 64;

const derive = (password: string, salt: string, { N, r, p }: ScryptCost) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N, r, p, maxmem: 128 * N * r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Better Auth's `emailAndPassword.password` at `cost`, in its stored form (`salt:key`, hex). */
export function scryptPasswords(cost: ScryptCost) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt, cost)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key] = hash.split(':');
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await derive(password, salt, cost);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** The password hashing for this environment: Better Auth's default unless the app runs its API tests. */
export const passwordHashingFor = (nodeEnv: string) =>
  nodeEnv === 'test' ? scryptPasswords(TEST_SCRYPT_COST) : undefined;
