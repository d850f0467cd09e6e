import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadEnvFileIfPresent, rootEnvFile } from './env-file';

const names = ['E2C_TEST_FROM_FILE', 'E2C_TEST_SET', 'E2C_TEST_EMPTY'];
const dir = mkdtempSync(path.join(tmpdir(), 'eazy2con-env-file-'));

afterEach(() => {
  for (const name of names) delete process.env[name];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local .env file', () => {
  it('is the one at the repository root, beside .env.example', () => {
    expect(path.basename(rootEnvFile)).toBe('.env');
    expect(existsSync(path.join(path.dirname(rootEnvFile), '.env.example'))).toBe(true);
  });

  it('fills in variables the environment does not set, and never overrides one it does, even an empty one', () => {
    const file = path.join(dir, '.env');
    writeFileSync(file, 'E2C_TEST_FROM_FILE=postgres://from-file\nE2C_TEST_SET=from-file\nE2C_TEST_EMPTY=from-file\n');
    process.env.E2C_TEST_SET = 'from-environment';
    process.env.E2C_TEST_EMPTY = '';

    expect(loadEnvFileIfPresent(file)).toBe(true);
    expect(process.env.E2C_TEST_FROM_FILE).toBe('postgres://from-file');
    expect(process.env.E2C_TEST_SET).toBe('from-environment');
    expect(process.env.E2C_TEST_EMPTY).toBe('');
  });

  it('is optional', () => {
    expect(loadEnvFileIfPresent(path.join(dir, 'missing.env'))).toBe(false);
  });
});
