import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('the busy-calendar settings (issue 37)', () => {
  const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' };

  it('refuses the loopback allow-list in production, naming it', () => {
    expect(() => loadConfig({ ...production, BUSY_CALENDAR_ALLOW_HOSTS: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, BUSY_CALENDAR_ALLOW_HOSTS: '127.0.0.1' })).toThrow(
      /BUSY_CALENDAR_ALLOW_HOSTS: must be empty in production/,
    );
    expect(loadConfig(production).BUSY_CALENDAR_ALLOW_HOSTS).toEqual([]);
  });

  it('reads the allow-list as host names outside production, and the timeout within its bounds', () => {
    const config = loadConfig({ NODE_ENV: 'test', BUSY_CALENDAR_ALLOW_HOSTS: ' 127.0.0.1, LocalHost ,[::1]' });
    expect(config.BUSY_CALENDAR_ALLOW_HOSTS).toEqual(['127.0.0.1', 'localhost', '::1']);
    expect(config.BUSY_CALENDAR_TIMEOUT_MS).toBe(10_000);
    expect(() => loadConfig({ BUSY_CALENDAR_TIMEOUT_MS: '10' })).toThrow(
      'BUSY_CALENDAR_TIMEOUT_MS: must be between 50',
    );
  });
});
