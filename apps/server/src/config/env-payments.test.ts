import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { ConfigError, loadConfig } from './env';

describe('the payment sandbox in production (issue 26)', () => {
  it('refuses to start production without a Flutterwave key, naming the variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/FLW_SECRET_KEY: must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_SANDBOX=1/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' })).toThrow(ConfigError);
  });

  it('starts production with the keys, or with PAYMENTS_SANDBOX=1 on purpose, and says which in siteInfo', () => {
    expect(loadConfig({ NODE_ENV: 'production', FLW_SECRET_KEY: 'FLWSECK-x' }).site.testPayments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }).site.testPayments).toBe(true);
    // The keys win: a site with them takes real payments, whatever the switch says.
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', FLW_SECRET_KEY: 'FLWSECK-x' }).site.testPayments,
    ).toBe(false);
  });

  it('leaves development and tests as they were: the sandbox, no banner', () => {
    expect(loadConfig({}).site.testPayments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).site.testPayments).toBe(false);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'maybe' })).toThrow('PAYMENTS_SANDBOX: must be 1 or 0');
  });

  it('answers the flag as siteInfo.testPayments, which every page reads for its banner', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' } });
    try {
      const res = await t.app.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ siteInfo { testPayments } }' },
      });
      expect(res.json()).toEqual({ data: { siteInfo: { testPayments: true } } });
    } finally {
      await t.close();
    }
  });
});
