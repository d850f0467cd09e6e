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
 * Code mails (confirmation and reset codes), decision 0038. Issue 34: one budget per e-mail, whatever the client (5 an
 * hour), let a stranger with five addresses lock the owner out of codes for an hour at a time. Now every budget that
 * can refuse belongs to a client, and the e-mail's own bound is the pace of its mails:
 * - `gapSeconds`: a live code mailed to the e-mail less than this ago is not replaced; a request answers success
 *   and sends nothing (it reveals nothing and counts against nothing);
 * - `perEmailClient`: one client's requests for one e-mail (the owner's own budget, which nobody else can spend);
 * - `perClient`: one client's requests across e-mails (a flood of many people's addresses);
 * - `perEmail`: mails to one e-mail, as a counter behind the gap (requests racing past it); past it a request answers
 *   success quietly. 60 an hour is what the gap allows: a stranger cannot exhaust it, and any lower cap would be
 *   the lever of the lock-out again (every mail reaches the owner with a live code, but a full budget sends none).
 * Any hour is a sliding window; RATE_LIMIT_SCALE applies to the maxima.
 */
export const codeMailLimits = {
  gapSeconds: 60,
  perEmailClient: { max: 5, windowSeconds: 3600 },
  perClient: { max: 20, windowSeconds: 3600 },
  perEmail: { max: 60, windowSeconds: 3600 },
};

/**
 * Code checks (confirm, reset), decision 0038: each client may try one code 5 times and check 30 codes an hour across
 * e-mails; a code dies after CODE_ATTEMPTS (auth.ts) wrong guesses from everyone together. Issue 34: 5 from anywhere
 * killed the owner's live code; now killing one takes CODE_ATTEMPTS / perCodeClient addresses, and the owner can
 * ask for a fresh code from their own connection at once.
 */
export const codeCheckLimits = {
  perCodeClient: 5,
  perClient: { max: 30, windowSeconds: 3600 },
};

/**
 * Limits per account (e-mail), whatever the client address, in the shared limiter: the 'account exists' mail a
 * repeat sign-up of a confirmed address sends (not a code: a stranger exhausting it locks nobody out). Any hour.
 */
export const accountLimits = {
  'account-exists-mail': { max: 5, windowSeconds: 3600 },
};
export type AccountLimit = keyof typeof accountLimits;

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
