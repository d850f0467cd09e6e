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
