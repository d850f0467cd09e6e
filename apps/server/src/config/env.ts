import { z } from 'zod';
import type { SiteInfo } from '@eazy2con/shared/site-info';
import { scaleOutIssues } from './scale-out';
import { siteEnvShape } from './env-site';
import { timeEnvShape } from './env-time';
import { notificationEnvShape } from './env-notifications';
import { paymentEnvShape, paymentIssues, testPaymentsLive } from './env-payments';
import { flag, optionalString, optionalUrl } from './env-parts';
import { busyCalendarEnvShape, busyCalendarIssues } from './env-busy-calendars';
import { googleEnvShape } from './env-google-calendar';

/** Raised when an environment variable has a bad value; start-up prints it and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    // Which proxies' X-Forwarded-For to believe (Fastify trustProxy): 'true' (any), 'false', or addresses, CIDRs and
    // the names loopback, linklocal, uniquelocal, comma separated. Loopback only by default: a proxy elsewhere on a
    // private network must be named, or any machine on that network could choose its own address.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .transform((v): string | boolean => (v === 'true' ? true : v === 'false' ? false : v)),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    // A pooler in front of PostgreSQL (PgBouncer): 'transaction' hands each transaction a different server
    // connection, so statements are not prepared by name and migrations (which hold a session-level advisory lock)
    // go through DATABASE_DIRECT_URL, a connection to PostgreSQL itself (decision 0036).
    DATABASE_POOL_MODE: z
      .enum(['session', 'transaction'], { error: 'must be session or transaction' })
      .default('session'),
    DATABASE_DIRECT_URL: optionalUrl(['postgres', 'postgresql']),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    // What this deployment's Redis keys and channels start with, so deployments that share one Redis (staging beside
    // production, often on a copy of its database, so with the same chat ids) never see each other's live events.
    // Unset: eazy2con:<PUBLIC_URL's host>: (every instance of a deployment has the same PUBLIC_URL), or eazy2con:.
    REDIS_PREFIX: optionalString.refine(
      (v) => v === undefined || /^[\x21-\x7e]{1,100}$/.test(v),
      'must be 1 to 100 visible characters, without spaces',
    ),
    // Declares a deployment of more than one instance: whatever one instance keeps for itself must then be shared,
    // so the embedded database, in-process events and the local upload folder are refused (decision 0036).
    MULTI_INSTANCE: flag.default(false),
    // The Bearer token that /metrics asks for. Unset: /metrics answers only a direct client on this machine.
    METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
    // OpenTelemetry: the OTLP/HTTP collector's base URL (spans go to …/v1/traces). Unset: no tracing (lib/tracing.ts).
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http', 'https']),
    OTEL_SERVICE_NAME: z.string().trim().min(1).default('eazy2con'),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    // Serve /dev/mailbox (held mail, codes included) while SMTP_URL is unset. Unset: on outside production only.
    DEV_MAILBOX: flag.optional(),
    // Seed the demo mentors, their courses, the demo testimonials and the demo admin into an empty database.
    // Unset: on for the embedded database, off with DATABASE_URL.
    SEED_DEMO: flag.optional(),
    MAIL_FROM: z.string().default('Eazy2con <no-reply@eazy2con.com>'),
    ...paymentEnvShape,
    // The key that encrypts mentors' bank account numbers (AES-256-GCM): 64 hex digits (32 bytes). Unset: derived
    // from the auth secret (modules/money-out/payout-crypto.ts), so changing AUTH_SECRET then needs the key set first.
    PAYOUT_ENCRYPTION_KEY: optionalString.refine(
      (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v),
      'must be 64 hexadecimal digits (32 bytes)',
    ),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    ...googleEnvShape,
    AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
    // Multiplies every per-address limit: sign-up, sign-in and code mails (auth-limits.ts) and the public forms
    // (operation-limits.ts). Only raised where every request comes from one address (the browser tests); never
    // below 1, so the limits cannot be switched off.
    RATE_LIMIT_SCALE: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 1000')
      .max(1000, 'must be between 1 and 1000')
      .default(1),
    // The home page's figures below this count are not shown (a fresh site's '0 Dedicated Students' tells a visitor
    // nothing good); the band says what is true instead. 0 shows every figure.
    STATS_FLOOR: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(10),
    // Free trials one mentor takes a day (Lagos calendar day): a calendar cannot fill with trials (decision 0039).
    TRIAL_LIMIT_PER_MENTOR_PER_DAY: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(3),
    // The platform's share of a payment that has a mentor (issue 23's ledger); the rest is the mentor's. Whole
    // percent; a change applies to payments posted after it (a refund reverses what its payment was charged).
    PLATFORM_FEE_PERCENT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 100')
      .max(100, 'must be between 0 and 100')
      .default(20),
    ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, 'must be an email'),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, 'must be at least 8 characters'),
    BLOG_API_URL: optionalUrl(['http', 'https']),
    BLOG_ACCESS_TOKEN: optionalString,
    MAILCHIMP_URL: optionalUrl(['http', 'https']),
    HIRING_FORM_URL: optionalUrl(['https', 'http']),
    // The next webinar (spec 2 §7 webinar mail): how to join it. Unset: registrations are taken and the mail says the
    // details will follow.
    WEBINAR_TITLE: optionalString,
    WEBINAR_LINK: optionalUrl(['https', 'http']),
    WEBINAR_ID: optionalString,
    WEBINAR_PASSWORD: optionalString,
    WEBINAR_PLATFORM: optionalString,
    WEBINAR_CALENDAR_LINK: optionalUrl(['https', 'http']),
    // When the next webinar starts (ISO 8601 with its offset, e.g. 2026-12-01T18:00:00+01:00): its attendees are
    // reminded the day before and the hour before (issue 24). Unset: no reminders.
    WEBINAR_STARTS_AT: optionalString.refine(
      (v) => v === undefined || z.iso.datetime({ offset: true }).safeParse(v).success,
      'must be an ISO 8601 date-time with its offset, e.g. 2026-12-01T18:00:00+01:00',
    ),
    // The video rooms of mentoring sessions (issue 22): Jitsi Meet. With an app id and secret the rooms are
    // JWT-signed (a self-hosted Jitsi or 8x8 JaaS); without them the public meet.jit.si with unguessable names.
    JITSI_BASE_URL: z.url({ error: 'must be a URL' }).default('https://meet.jit.si'),
    JITSI_APP_ID: optionalString,
    JITSI_APP_SECRET: optionalString,
    ...notificationEnvShape,
    ...siteEnvShape,
    HIRING_ENDS_AT: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).default('2022-05-16'),
    // Whether /bootcamp takes registrations. Off by default, as the spec shows the form closed.
    BOOTCAMP_OPEN: flag.default(false),
    // The first day of the coming bootcamp (YYYY-MM-DD): shown on the page and in the mail, and the cohort a
    // registration belongs to (seats are counted per start date). Unset: no date is shown or mailed.
    BOOTCAMP_START_DATE: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
    // The bootcamp community's invitation link, sent in the registration mail when set.
    BOOTCAMP_SLACK_LINK: optionalUrl(['https']),
    // `npm run bench` only: bare SQL routes under /bench/raw/ that the GraphQL path is measured against (bench/).
    BENCH_RAW_ROUTES: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    // The GraphQL route's short way for plain JSON queries (graphql/fast-path.ts, decision 0011). On by default; 0
    // sends every request through Yoga's HTTP layer (a bench comparison, or a switch should a Yoga upgrade need it).
    GRAPHQL_FAST_PATH: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ...timeEnvShape,
    ...busyCalendarEnvShape,
  })
  .superRefine((env, ctx) => {
    // One without the other is a half-configured admin: stop before opening the database, naming the missing one.
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must be set when ADMIN_EMAIL is set' });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'must be set when ADMIN_PASSWORD is set' });
    }
    // Issue 20 §8: in production PUBLIC_URL is the one origin every link, payment return and cookie is on; a path
    // or query there would send visitors (and the canonical-host redirect) somewhere that is not the site.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL && !isBareOrigin(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "must be the site's own origin in production: scheme and host (and port), no path, query or fragment",
      });
    }
    for (const issue of [...scaleOutIssues(env), ...paymentIssues(env), ...busyCalendarIssues(env)])
      ctx.addIssue({ code: 'custom', ...issue });
    if (env.CLOCK_OFFSET_MINUTES !== 0 && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_OFFSET_MINUTES'], message: 'must be 0 in production' });
    }
    // A meeting ID or password without the link to join would mail half the details and say nothing is missing.
    const webinarDetails = ['WEBINAR_ID', 'WEBINAR_PASSWORD', 'WEBINAR_PLATFORM', 'WEBINAR_CALENDAR_LINK'] as const;
    const given = webinarDetails.filter((name) => env[name]);
    if (!env.WEBINAR_LINK && given.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBINAR_LINK'],
        message: `must be set when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`,
      });
    }
  });

/** scheme://host[:port], with at most a trailing '/': no user, path, query or fragment. */
function isBareOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !/[?#]/.test(value);
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof EnvSchema>;

/** How to join the next webinar; `link` null until one is announced (mails then say the details will follow). */
export interface WebinarSettings {
  /**
   * Which webinar a registration belongs to (one per e-mail per webinar): the meeting ID, else the link, else ''
   * while none is announced.
   */
  key: string;
  title: string | null;
  link: string | null;
  meetingId: string | null;
  password: string | null;
  platform: string | null;
  calendarLink: string | null;
  /** When it starts (WEBINAR_STARTS_AT), for the attendees' reminders; null while not announced. */
  startsAt: Date | null;
}

export interface Config extends Env {
  publicUrl: string;
  isProduction: boolean;
  /** Whether /dev/mailbox is served: SMTP_URL unset, and DEV_MAILBOX on (by default outside production). */
  devMailbox: boolean;
  /** Whether demo content (demo mentors and their courses, testimonials, the demo admin) belongs in this database. */
  seedDemo: boolean;
  /** The start of every Redis key and channel of this deployment (REDIS_PREFIX, or one from PUBLIC_URL). */
  redisPrefix: string;
  bootcamp: BootcampSettings;
  site: SiteInfo;
  webinar: WebinarSettings;
}

/** The bootcamp's settings (BOOTCAMP_*). */
export interface BootcampSettings {
  open: boolean;
  /** YYYY-MM-DD, or null when unset. */
  startDate: string | null;
  slackLink: string | null;
}

// Company details shown on pages and in mails; the shape is shared with the web app, which reads them as `siteInfo`.
export type { SiteInfo };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value means "not set", as in a copied .env.example.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    ...e,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction,
    devMailbox: !e.SMTP_URL && (e.DEV_MAILBOX ?? !isProduction),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    redisPrefix: e.REDIS_PREFIX ?? (e.PUBLIC_URL ? `eazy2con:${new URL(e.PUBLIC_URL).host}:` : 'eazy2con:'),
    bootcamp: {
      open: e.BOOTCAMP_OPEN,
      startDate: e.BOOTCAMP_START_DATE ?? null,
      slackLink: e.BOOTCAMP_SLACK_LINK ?? null,
    },
    webinar: {
      key: e.WEBINAR_ID ?? e.WEBINAR_LINK ?? '',
      title: e.WEBINAR_TITLE ?? null,
      link: e.WEBINAR_LINK ?? null,
      meetingId: e.WEBINAR_ID ?? null,
      password: e.WEBINAR_PASSWORD ?? null,
      platform: e.WEBINAR_PLATFORM ?? null,
      calendarLink: e.WEBINAR_CALENDAR_LINK ?? null,
      startsAt: e.WEBINAR_STARTS_AT ? new Date(e.WEBINAR_STARTS_AT) : null,
    },
    site: {
      name: e.SITE_NAME,
      address: e.SITE_ADDRESS,
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      blogUrl: e.SITE_BLOG_URL,
      socials: {
        facebook: e.SITE_FACEBOOK_URL,
        twitter: e.SITE_TWITTER_URL,
        instagram: e.SITE_INSTAGRAM_URL,
        linkedin: e.SITE_LINKEDIN_URL,
      },
      bank: { name: e.BANK_NAME, accountNumber: e.BANK_ACCOUNT_NUMBER, accountName: e.BANK_ACCOUNT_NAME },
      hiringEndsAt: e.HIRING_ENDS_AT,
      hiringFormUrl: e.HIRING_FORM_URL ?? null,
      googleSignIn: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
      testPayments: testPaymentsLive(e),
    },
  };
}
