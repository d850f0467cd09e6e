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

  it('moves the one clock only outside production (CLOCK_OFFSET_MINUTES)', () => {
    expect(loadConfig({}).CLOCK_OFFSET_MINUTES).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_MINUTES: '40320' }).CLOCK_OFFSET_MINUTES).toBe(40_320);
    const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' };
    expect(() => loadConfig({ ...production, CLOCK_OFFSET_MINUTES: '60' })).toThrow(
      /CLOCK_OFFSET_MINUTES: must be 0 in production/,
    );
    expect(() => loadConfig({ CLOCK_OFFSET_MINUTES: '-5' })).toThrow(ConfigError);
  });

  it('serves /dev/mailbox outside production, in production only with DEV_MAILBOX on, and never with SMTP_URL', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' };
    expect(loadConfig(production).devMailbox).toBe(false);
    expect(loadConfig({ ...production, DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'TRUE', SMTP_URL: 'smtp://mail.example:25' }).devMailbox).toBe(false);
  });

  it("keys Redis per deployment: REDIS_PREFIX, else PUBLIC_URL's host, else eazy2con:", () => {
    expect(loadConfig({}).redisPrefix).toBe('eazy2con:');
    expect(loadConfig({ PUBLIC_URL: 'https://staging.eazy2con.com' }).redisPrefix).toBe(
      'eazy2con:staging.eazy2con.com:',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3055/' }).redisPrefix).toBe('eazy2con:localhost:3055:');
    expect(loadConfig({ PUBLIC_URL: 'https://eazy2con.com', REDIS_PREFIX: 'prod:' }).redisPrefix).toBe('prod:');
    expect(() => loadConfig({ REDIS_PREFIX: 'two words' })).toThrow(
      'REDIS_PREFIX: must be 1 to 100 visible characters, without spaces',
    );
  });

  it('has no webinar details until WEBINAR_LINK is set, and refuses details without the link', () => {
    expect(loadConfig({}).webinar).toEqual({
      key: '',
      title: null,
      link: null,
      meetingId: null,
      password: null,
      platform: null,
      calendarLink: null,
      startsAt: null,
    });
    const webinar = loadConfig({
      WEBINAR_TITLE: 'Tech for kids',
      WEBINAR_LINK: 'https://zoom.example/j/123',
      WEBINAR_ID: '123 456 789',
      WEBINAR_PASSWORD: 'kids',
      WEBINAR_PLATFORM: 'Zoom',
      WEBINAR_CALENDAR_LINK: 'https://calendar.example/e/1',
    }).webinar;
    expect(webinar).toMatchObject({ key: '123 456 789', link: 'https://zoom.example/j/123', platform: 'Zoom' });
    expect(loadConfig({ WEBINAR_LINK: 'https://zoom.example/j/9' }).webinar.key).toBe('https://zoom.example/j/9');
    expect(
      loadConfig({ WEBINAR_LINK: 'https://zoom.example/j/9', WEBINAR_STARTS_AT: '2026-12-05T15:00:00+01:00' }).webinar
        .startsAt,
    ).toEqual(new Date('2026-12-05T14:00:00Z'));
    expect(() => loadConfig({ WEBINAR_ID: '1', WEBINAR_PASSWORD: 'x' })).toThrow(
      'WEBINAR_LINK: must be set when WEBINAR_ID, WEBINAR_PASSWORD are set',
    );
    expect(() => loadConfig({ WEBINAR_LINK: 'zoom.example/j/1' })).toThrow(
      'WEBINAR_LINK: must be a URL starting with https:// or http://',
    );
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
    ['BOOTCAMP_OPEN', 'soon', 'BOOTCAMP_OPEN: must be 1 or 0 (or true or false)'],
    ['BOOTCAMP_START_DATE', '1 March 2022', 'BOOTCAMP_START_DATE: must be a date (YYYY-MM-DD)'],
    ['BOOTCAMP_SLACK_LINK', 'slack.com/join', 'BOOTCAMP_SLACK_LINK: must be a URL starting with https://'],
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

  it('keeps bootcamp registration closed, with no start date or community link, until they are set', () => {
    expect(loadConfig({}).bootcamp).toEqual({ open: false, startDate: null, slackLink: null });
    expect(
      loadConfig({
        BOOTCAMP_OPEN: '1',
        BOOTCAMP_START_DATE: '2030-03-01',
        BOOTCAMP_SLACK_LINK: 'https://join.slack.com/t/x',
      }).bootcamp,
    ).toEqual({ open: true, startDate: '2030-03-01', slackLink: 'https://join.slack.com/t/x' });
    expect(loadConfig({ BOOTCAMP_OPEN: 'off' }).bootcamp.open).toBe(false);
  });
});
