import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/env';

const SECRET_FILE = 'auth-secret';

/**
 * AUTH_SECRET when set; otherwise a random secret made once and kept in $DATA_DIR, so sessions survive restarts.
 * Tests get a fresh random secret. Several instances must share AUTH_SECRET (or the data folder).
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'test') return randomBytes(32).toString('hex');
  const file = path.resolve(config.DATA_DIR, SECRET_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
