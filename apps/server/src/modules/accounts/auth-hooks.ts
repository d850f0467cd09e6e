import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { RateLimitService } from '../rate-limits/rate-limits.service';
import type { AccountsRepo } from './accounts.repo';
import { parseAuthInput } from './auth-input';
import { admitCodeCheck, admitCodeMail, type CodeLimitDeps } from './code-limits';
import { signInSucceeded, slowDownSignIn, type SignInWait } from './sign-in-slowdown';
import { holdProvenPassword, onAddressConfirmed, takeSignUpPassword } from './sign-up-password';

export interface AuthHookDeps {
  limiter: RateLimitService;
  repo: AccountsRepo;
  /** RATE_LIMIT_SCALE. */
  scale: number;
  wait: SignInWait;
  /**
   * Mails a confirmation code through the endpoint, so its before hook applies the code limits (with the headers of
   * the request that asked, for its client address).
   */
  sendCode: (email: string, headers: Headers | undefined) => Promise<unknown>;
  /** The code's lifetime and total attempts (auth.ts), for the code limits. */
  codes: Omit<CodeLimitDeps, 'limiter'>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Better Auth's "before" and "after" hooks: the server parses account input with the same schemas as the web
 * forms and counts the per-account limits; sends no confirmation code to an account that is already confirmed (a
 * code would sign it in, which would make the code a password); slows down sign-ins to an account with many
 * failures; and makes sure an account is confirmed with its owner's password (sign-up-password.ts).
 */
export function createAuthHooks(deps: AuthHookDeps) {
  const slowDown = { limiter: deps.limiter, scale: deps.scale, wait: deps.wait };
  const codeLimits: CodeLimitDeps = { limiter: deps.limiter, ...deps.codes };

  const before = createAuthMiddleware(async (ctx) => {
    const body = parseAuthInput(ctx.path, ctx.body);
    if (!body) return;
    const email = text(body.email);
    if (ctx.path === '/email-otp/send-verification-otp') {
      const found = await ctx.context.internalAdapter.findUserByEmail(email);
      // The same answer as for an unknown address, so the reply tells nothing about the account.
      if (found?.user.emailVerified) return ctx.json({ success: true });
    }
    // Within a minute of the last code mail, or past the e-mail's pace: the usual answer, and no new code.
    if ((await admitCodeMail(ctx, codeLimits, ctx.path, email)) === 'quiet') return ctx.json({ success: true });
    await admitCodeCheck(ctx, codeLimits, ctx.path, email);
    if (ctx.path === '/sign-in/email') await slowDownSignIn(slowDown, email);
    if (ctx.path === '/sign-up/email') await takeSignUpPassword(ctx, deps.repo, email, text(body.password));
    return { context: { body } };
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-in/email') {
      // Parsed again as the before hook did (it passed there), for the same normalised address.
      const body = parseAuthInput(ctx.path, ctx.body) ?? {};
      const email = text(body.email);
      const returned = ctx.context.returned;
      // Right password, unconfirmed address: a code is mailed; the confirmation in this browser keeps the password.
      const unconfirmed = returned instanceof APIError && returned.body?.code === 'EMAIL_NOT_VERIFIED';
      if (ctx.context.newSession || unconfirmed) await signInSucceeded(slowDown, email);
      if (unconfirmed) {
        await holdProvenPassword(ctx, email, text(body.password));
        // Past the client's code budget no new code is made; the newest one mailed stays the live one.
        await deps.sendCode(email, ctx.headers).catch((error: unknown) => {
          if (!(error instanceof APIError && error.statusCode === 429)) throw error;
        });
      }
    }
    if (ctx.path === '/email-otp/verify-email') return onAddressConfirmed(ctx);
  });

  return { before, after };
}
