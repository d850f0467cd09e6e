import { describe, expect, it } from 'vitest';
import { databaseTarget, setupTarget } from '../db/client';
import { ConfigError, loadConfig } from './env';

const POSTGRES = 'postgres://app@db.internal:5432/eazy2con';
const DIRECT = 'postgres://app@db-primary.internal:5432/eazy2con';
const SECRET = 'a-shared-secret-of-at-least-32-characters';
const SHARED = { AUTH_SECRET: SECRET, PUBLIC_URL: 'https://eazy2con.example' };

/** The ConfigError's message for this environment, or null when it loads. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe('what a deployment of several instances must share', () => {
  it('the embedded `npm start` needs no configuration, in development or production', () => {
    expect(refusal({})).toBeNull();
    // (npm start sets PAYMENTS_SANDBOX=1 itself there: production refuses the payment sandbox otherwise.)
    expect(refusal({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' })).toBeNull();
    // Development on PostgreSQL (the two-instance chat test, a developer's database) stays as easy.
    expect(refusal({ DATABASE_URL: POSTGRES })).toBeNull();
  });

  it('production on PostgreSQL refuses to start without AUTH_SECRET and PUBLIC_URL, naming both', () => {
    const message = refusal({ NODE_ENV: 'production', DATABASE_URL: POSTGRES });
    expect(message).toContain('AUTH_SECRET: must be set in production with DATABASE_URL');
    expect(message).toContain('PUBLIC_URL: must be set in production with DATABASE_URL');
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, AUTH_SECRET: SECRET })).toContain('PUBLIC_URL');
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, FLW_SECRET_KEY: 'k', ...SHARED })).toBeNull();
  });

  it('MULTI_INSTANCE=1 also refuses the embedded database, in-process events and local uploads', () => {
    const message = refusal({ MULTI_INSTANCE: '1' }) ?? '';
    for (const name of ['AUTH_SECRET', 'PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'S3_BUCKET']) {
      expect(message).toContain(`${name}: must be set when MULTI_INSTANCE is on`);
    }
    expect(message).toContain('no local uploads');
    const complete = {
      MULTI_INSTANCE: '1',
      ...SHARED,
      DATABASE_URL: POSTGRES,
      REDIS_URL: 'redis://cache.internal:6379',
      S3_BUCKET: 'uploads',
    };
    expect(refusal(complete)).toBeNull();
    expect(loadConfig(complete).MULTI_INSTANCE).toBe(true);
    const { S3_BUCKET: _uploads, ...withoutS3 } = complete;
    expect(refusal(withoutS3)).toContain('S3_BUCKET: must be set when MULTI_INSTANCE is on');
    expect(loadConfig({}).MULTI_INSTANCE).toBe(false);
  });

  it('METRICS_TOKEN must be long enough to be a secret', () => {
    expect(refusal({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN: must be at least 16 characters');
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).METRICS_TOKEN).toBe('a-long-enough-token');
  });
});

describe('connection pooling settings', () => {
  it('session mode by default: the pool may prepare statements, setup runs on the same database', () => {
    const config = loadConfig({ DATABASE_URL: POSTGRES });
    expect(databaseTarget(config)).toEqual({ kind: 'postgres', url: POSTGRES, poolMode: 'session' });
    expect(setupTarget(config)).toBeNull();
  });

  it('transaction mode passes the mode to the pool and needs DATABASE_DIRECT_URL, which setup then uses', () => {
    expect(refusal({ DATABASE_URL: POSTGRES, DATABASE_POOL_MODE: 'transaction' })).toContain(
      'DATABASE_DIRECT_URL: must be set when DATABASE_POOL_MODE is transaction',
    );
    const config = loadConfig({
      DATABASE_URL: POSTGRES,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_DIRECT_URL: DIRECT,
    });
    expect(databaseTarget(config)).toEqual({ kind: 'postgres', url: POSTGRES, poolMode: 'transaction' });
    expect(setupTarget(config)).toEqual({ kind: 'postgres', url: DIRECT, poolMode: 'session' });
  });

  it('refuses a pool mode it does not know, and pooling settings without DATABASE_URL', () => {
    expect(refusal({ DATABASE_URL: POSTGRES, DATABASE_POOL_MODE: 'statement' })).toContain(
      'DATABASE_POOL_MODE: must be session or transaction',
    );
    expect(refusal({ DATABASE_DIRECT_URL: DIRECT })).toContain('DATABASE_URL: must be set with DATABASE_POOL_MODE');
    expect(refusal({ DATABASE_URL: POSTGRES, DATABASE_DIRECT_URL: 'mysql://x' })).toContain(
      'DATABASE_DIRECT_URL: must be a URL starting with postgres://',
    );
    // The embedded database ignores both: nothing to pool.
    expect(databaseTarget(loadConfig({ DATA_DIR: '/srv/data' }))).toEqual({ kind: 'pglite', dataDir: '/srv/data/db' });
  });
});
