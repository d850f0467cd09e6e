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
