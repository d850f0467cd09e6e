import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import type { FastifyBaseLogger } from 'fastify';
import { CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@eazy2con/shared/validation/accounts';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { accounts, rateLimits, sessions, users, verifications } from './accounts.schema';
import type { RateLimitService } from '../rate-limits/rate-limits.service';
import { withinAccountLimit } from './auth-input';
import { createAuthHooks } from './auth-hooks';
import { CLIENT_IP_HEADER, scaledAuthRateLimits } from './auth-limits';
import { trustedOrigins } from '../../lib/site-origins';
import { AccountsRepo } from './accounts.repo';
import { realWait, type SignInWait } from './sign-in-slowdown';
import { publishAccessChanged, type AccessBus } from './access-watch';
import { passwordHashingFor } from './password-hashing';

/** The prefix of the account cookies (`eazy2con.session_token`); accounts.service.ts reads it to skip cookie-less requests. */
export const AUTH_COOKIE_PREFIX = 'eazy2con';
export const AUTH_BASE_PATH = '/api/auth';
export const CODE_TTL_MINUTES = 10;
/**
 * Wrong guesses a code survives from all clients together; then it is dead and a new one must be requested. Each
 * client has 5 of them per code (codeCheckLimits), so killing the owner's code takes 5 addresses, while a code
 * still falls to guessing with probability 25 / 10^6 at most (decision 0038).
 */
export const CODE_ATTEMPTS = 25;

// Endpoints of Better Auth and its plugin that the product does not use: off, so they are no attack surface.
const disabledPaths = [
  '/sign-in/email-otp', // passwordless sign-in (and sign-up) by code
  '/forget-password/email-otp', // deprecated twin of /email-otp/request-password-reset
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  '/email-otp/check-verification-otp',
  '/request-password-reset', // link-based reset; ours is by code
  '/reset-password',
  '/verify-email', // link-based verification; ours is by code
  '/send-verification-email',
  '/change-email',
  '/delete-user',
];

export interface AuthDeps {
  db: Db;
  config: Config;
  mail: MailService;
  log: FastifyBaseLogger;
  secret: string;
  /** The shared limiter, for the per-account limits of the input hook. */
  limiter: RateLimitService;
  /** How a slowed-down sign-in waits (default: really); tests pass one that records the delay. */
  signInWait?: SignInWait | undefined;
  /** The app's event bus: a revoked session tells the account's open subscriptions (access-watch.ts). */
  bus: AccessBus;
}

export function createAuth({ db, config, mail, log, secret, limiter, bus, signInWait = realWait }: AuthDeps) {
  const secure = config.publicUrl.startsWith('https://');
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            prompt: 'select_account' as const,
          },
        }
      : {};
  // Set once the instance exists: the existing-account hook below sends a code through the instance's own API.
  let sendConfirmationCode: (email: string, headers?: Headers) => Promise<unknown> = () => Promise.resolve();

  /**
   * A sign-up with a known address answers as for a new one (it must not reveal accounts). An unconfirmed account
   * gets a fresh code, so the confirm dialog the person now sees works; a confirmed one gets a mail saying to log in
   * or reset the password. The code goes through the code limits (code-limits.ts); the notice counts against the
   * account's notice limit.
   */
  async function onExistingUserSignUp(
    { user }: { user: { email: string; emailVerified: boolean } },
    request: Request | undefined,
  ) {
    if (!user.emailVerified) {
      await sendConfirmationCode(user.email, request?.headers).catch((error: unknown) =>
        log.debug({ err: error }, 'auth: no code for a repeat sign-up'),
      );
      return;
    }
    if (await withinAccountLimit(limiter, 'account-exists-mail', user.email)) {
      await mail.send({ to: user.email, template: 'account-exists', data: {} });
    }
  }

  const auth = betterAuth({
    appName: config.site.name,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      onExistingUserSignUp,
      // Better Auth's scrypt, except in the API tests (password-hashing.ts).
      password: passwordHashingFor(config.NODE_ENV),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in to an unconfirmed account (right password) mails a fresh code, but through the auth hooks
      // (sendCode below), so it counts against the account's code budget: each code brings fresh attempts.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
    },
    socialProviders: google,
    plugins: [
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_TTL_MINUTES * 60,
        allowedAttempts: CODE_ATTEMPTS,
        storeOTP: 'hashed',
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: true,
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          const template = type === 'forget-password' ? 'reset-code' : 'verification-code';
          await mail.send({ to: email, template, data: { code: otp, expiresInMinutes: CODE_TTL_MINUTES } });
        },
      }),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100 * config.RATE_LIMIT_SCALE,
      customRules: {
        ...scaledAuthRateLimits(config.RATE_LIMIT_SCALE),
        // Every page load asks for the session; behind a carrier NAT thousands of people share one address, and a
        // per-address cap here would sign them all out. It only reads, sends nothing and changes nothing.
        '/get-session': false,
      },
    },
    disabledPaths,
    hooks: createAuthHooks({
      limiter,
      repo: new AccountsRepo(db),
      scale: config.RATE_LIMIT_SCALE,
      wait: signInWait,
      sendCode: (email, headers) => sendConfirmationCode(email, headers),
      codes: { codeTtlSeconds: CODE_TTL_MINUTES * 60, codeAttempts: CODE_ATTEMPTS },
    }),
    session: { expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600 },
    databaseHooks: {
      session: {
        delete: {
          // Every way a session ends early goes through here (sign-out, sign-out everywhere, password reset, the
          // confirmation in another browser, the demo admin retired): the account's open subscriptions, on every
          // instance, check their own session again and end if it is gone (issue 34). Runs after the commit.
          after: (session) => {
            publishAccessChanged(bus, session.userId);
            return Promise.resolve();
          },
        },
      },
    },
    advanced: {
      // Better Auth turns these checks off when NODE_ENV is 'test'; on here, so tests run what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // The Fastify route sets this header from the client address it trusts (see auth.routes.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    onAPIError: {
      // Refusals (wrong password, bad code, rate limit) are answers, not server faults: debug level only.
      onError(error) {
        const status =
          typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
        if (status >= 500) log.error({ err: error }, 'auth: request failed');
        else log.debug({ err: error }, 'auth: request refused');
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const fields = args.length > 0 ? { details: args } : {};
        if (level === 'error') log.error(fields, `auth: ${message}`);
        else if (level === 'warn') log.warn(fields, `auth: ${message}`);
        else log.debug(fields, `auth: ${message}`);
      },
    },
  });
  sendConfirmationCode = (email, headers) =>
    auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' }, ...(headers ? { headers } : {}) });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
