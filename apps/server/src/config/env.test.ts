import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('runs with nothing set: port 3000, embedded database, public URL on localhost', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.site.name).toBe('Eazy2con');
    expect(config.site.googleSignIn).toBe(false);
    expect(config.RATE_LIMIT_SCALE).toBe(1);
    expect(config.TRUST_PROXY).toBe('loopback');
  });

  it('seeds demo content by default on the embedded database only; SEED_DEMO decides when set', () => {
    const postgres = 'postgres://db.example/eazy2con';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
  });

  it('serves /dev/mailbox outside production, in production only with DEV_MAILBOX on, and never with SMTP_URL', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'TRUE', SMTP_URL: 'smtp://mail.example:25' }).devMailbox).toBe(false);
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    expect(loadConfig({ PORT: '', NODE_ENV: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'PORT: must be a number'],
    ['PORT', '70000', 'PORT: must be between 1 and 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must be a URL starting with postgres:// or postgresql://'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD: must be at least 8 characters'],
    ['RATE_LIMIT_SCALE', '0', 'RATE_LIMIT_SCALE: must be between 1 and 1000'],
    ['DEV_MAILBOX', 'maybe', 'DEV_MAILBOX: must be 1 or 0 (or true or false)'],
    ['SEED_DEMO', '2', 'SEED_DEMO: must be 1 or 0 (or true or false)'],
    ['ADMIN_EMAIL', 'owner@example.com', 'ADMIN_PASSWORD: must be set when ADMIN_EMAIL is set'],
    ['ADMIN_PASSWORD', 'long-enough', 'ADMIN_EMAIL: must be set when ADMIN_PASSWORD is set'],
  ])('stops on a bad %s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'long-enough' });
    expect(config.ADMIN_EMAIL).toBe('owner@example.com');
    expect(config.ADMIN_PASSWORD).toBe('long-enough');
  });

  it('shows Google sign-in only when both Google keys are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).site.googleSignIn).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).site.googleSignIn).toBe(true);
  });
});
