import { createHash } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { AppError } from '../../lib/app-error';
import { clientKey } from '../rate-limits/client-address';
import { rateLimitedMessage, type RateLimitService, type RateRule } from '../rate-limits/rate-limits.service';
import type { AuthHookContext } from './auth-hook-context';
import { accountLimitedMessage, CLIENT_IP_HEADER, codeCheckLimits, codeMailLimits } from './auth-limits';

/** Better Auth's code kinds, by the endpoint that mails or checks one (its verification row is `<kind>-otp-<email>`). */
const codeKindOf: Record<string, 'email-verification' | 'forget-password'> = {
  '/email-otp/send-verification-otp': 'email-verification',
  '/email-otp/request-password-reset': 'forget-password',
  '/email-otp/verify-email': 'email-verification',
  '/email-otp/reset-password': 'forget-password',
};
const mailPaths = new Set(['/email-otp/send-verification-otp', '/email-otp/request-password-reset']);
const checkPaths = new Set(['/email-otp/verify-email', '/email-otp/reset-password']);

export interface CodeLimitDeps {
  limiter: RateLimitService;
  /** Seconds a code lives (auth.ts): its verification row expires that long after it was made. */
  codeTtlSeconds: number;
  /** Wrong guesses a code survives from all clients together (Better Auth's allowedAttempts). */
  codeAttempts: number;
}

/** The client as the limits count it: the address the HTTP route derived (never a client header), /64 for IPv6. */
function clientOf(ctx: AuthHookContext): string {
  return clientKey(ctx.headers?.get(CLIENT_IP_HEADER) ?? 'server');
}

/** Short, fixed-length keys for the limiter (an e-mail may be long). */
const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32);

/** The live code of this kind for the e-mail: when it was made and how many wrong guesses it has had. */
async function liveCode(ctx: AuthHookContext, deps: CodeLimitDeps, kind: string, email: string) {
  const row = await ctx.context.internalAdapter.findVerificationValue(`${kind}-otp-${email}`);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const attempts = Number.parseInt(row.value.slice(row.value.lastIndexOf(':') + 1), 10) || 0;
  // Better Auth rewrites the row on each wrong guess (a new id) but keeps its expiry: that names the code.
  const madeAt = row.expiresAt.getTime() - deps.codeTtlSeconds * 1000;
  return { expiresAt: row.expiresAt.getTime(), madeAt, alive: attempts < deps.codeAttempts };
}

async function refused(limiter: RateLimitService, key: string, rule: RateRule): Promise<number | null> {
  try {
    await limiter.consume(key, rule);
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    return Number(error.details?.retryAfterSeconds ?? rule.windowSeconds);
  }
}

const tooMany = (message: string) => APIError.fromStatus('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message });

/**
 * Before a code mail (a confirmation or a reset code): 'quiet' when nothing should be sent and the answer must be
 * the usual success, 'send' otherwise; 429 when this client has asked too often. Decision 0038:
 * - a live code mailed to this e-mail less than a minute ago is not replaced: the request answers success, mails
 *   nothing and counts nothing (the person has that mail), so a stranger's requests cannot churn the owner's code
 *   more than once a minute nor spend anyone's budget;
 * - each client has its own budget per e-mail and one across e-mails, so a stranger spends only their own: the
 *   owner's requests from their own connection still get through;
 * - per e-mail, at most one mail a minute (the rule above; a counter catches requests that raced past it, quietly).
 */
export async function admitCodeMail(
  ctx: AuthHookContext,
  deps: CodeLimitDeps,
  path: string,
  email: string,
): Promise<'send' | 'quiet'> {
  const kind = codeKindOf[path];
  if (!kind || !mailPaths.has(path) || !email) return 'send';
  const code = await liveCode(ctx, deps, kind, email);
  if (code?.alive && Date.now() - code.madeAt < codeMailLimits.gapSeconds * 1000) return 'quiet';
  const client = clientOf(ctx);
  const own = await refused(deps.limiter, `code-mail:ec:${digest(email, client)}`, codeMailLimits.perEmailClient);
  if (own !== null) throw tooMany(accountLimitedMessage(own));
  const all = await refused(deps.limiter, `code-mail:c:${digest(client)}`, codeMailLimits.perClient);
  if (all !== null) throw tooMany(rateLimitedMessage(all));
  const perEmail = await refused(deps.limiter, `code-mail:e:${digest(email)}`, codeMailLimits.perEmail);
  return perEmail === null ? 'send' : 'quiet';
}

/**
 * Before a code is checked (confirm, reset): each client may try a given code `perCodeClient` times and make
 * `perClient` checks an hour across codes; 429 past either. Wrong guesses from all clients together kill the code
 * only after `codeAttempts` (auth.ts), so a stranger needs many addresses to spend the owner's code, and the owner
 * can always ask for a fresh one from their own connection. The maths is in decision 0038.
 */
export async function admitCodeCheck(
  ctx: AuthHookContext,
  deps: CodeLimitDeps,
  path: string,
  email: string,
): Promise<void> {
  const kind = codeKindOf[path];
  if (!kind || !checkPaths.has(path) || !email) return;
  const client = clientOf(ctx);
  const all = await refused(deps.limiter, `code-check:c:${digest(client)}`, codeCheckLimits.perClient);
  if (all !== null) throw tooMany(rateLimitedMessage(all));
  const code = await liveCode(ctx, deps, kind, email);
  if (!code) return; // Better Auth answers as for a wrong code
  const rule = { max: codeCheckLimits.perCodeClient, windowSeconds: deps.codeTtlSeconds };
  const own = await refused(deps.limiter, `code-check:cc:${digest(kind, email, String(code.expiresAt), client)}`, rule);
  if (own !== null) throw tooMany(CODE_TRIES_USED);
}

/** What a client reads once it has used its tries on one code. */
export const CODE_TRIES_USED = 'Too many wrong codes. Please ask for a new code.';
