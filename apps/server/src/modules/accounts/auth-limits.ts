/**
 * Request limits per client address (window in seconds). Many Nigerian mobile users share an address behind
 * carrier NAT, so the limits on typing a code or a password are not tight; brute force on codes is stopped by the
 * attempt limit per code instead. Sending mail is limited hardest: it costs money and can be abused to spam.
 */
export const authRateLimits = {
  '/sign-up/email': { window: 60, max: 5 },
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 10 },
  '/email-otp/send-verification-otp': { window: 60, max: 3 },
  '/email-otp/verify-email': { window: 60, max: 10 },
  '/email-otp/request-password-reset': { window: 60, max: 3 },
  '/email-otp/reset-password': { window: 60, max: 10 },
};

/**
 * Limits per account (e-mail), whatever the client address, counted by the auth input hook in the shared limiter:
 * per-address limits alone let someone with many addresses flood a person with code mails. Any hour (a sliding
 * window); RATE_LIMIT_SCALE applies.
 *
 * Code checks have no account limit (issue 26): one let ten wrong codes from any addresses refuse the owner's
 * right code for an hour. Wrong guesses count against the code instead (CODE_ATTEMPTS in auth.ts; then it is dead
 * and the owner asks for a new one), so guessing is bounded by codes mailed times attempts per code:
 * 5 x 5 = 25 guesses an hour against a million codes.
 */
export const accountLimits = {
  'code-mail': { max: 5, windowSeconds: 3600 },
};
export type AccountLimit = keyof typeof accountLimits;

/** Which account limit each endpoint counts against. */
export const accountLimitOfPath: Record<string, AccountLimit> = {
  '/email-otp/send-verification-otp': 'code-mail',
  '/email-otp/request-password-reset': 'code-mail',
};

/**
 * Failed sign-ins of one account, whatever the address: past `freeFailures` in any hour (times RATE_LIMIT_SCALE),
 * each further attempt waits before it is answered, `firstDelayMs` doubling up to `maxDelayMs`. It never refuses:
 * refusing would let a stranger lock the owner out by typing wrong passwords. A successful sign-in clears the count.
 */
export const signInSlowDown = { freeFailures: 30, windowSeconds: 3600, firstDelayMs: 1000, maxDelayMs: 10_000 };

/** What a client refused by an account limit reads. */
export function accountLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts for this account. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}

/** The limits with every maximum multiplied by `scale` (RATE_LIMIT_SCALE; 1 in production). */
export function scaledAuthRateLimits(scale: number): Record<string, RateRule> {
  const scaled = Object.entries(authRateLimits).map(([path, rule]): [string, RateRule] => [
    path,
    { window: rule.window, max: rule.max * scale },
  ]);
  return Object.fromEntries(scaled);
}

interface RateRule {
  window: number;
  max: number;
}

/** Set by the HTTP route from the address Fastify derived (never taken from the client). */
export const CLIENT_IP_HEADER = 'x-eazy2con-client-ip';
