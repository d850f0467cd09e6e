import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import {
  ConfirmCodeSchema,
  ForgotPasswordEmailSchema,
  LoginSchema,
  ResendCodeSchema,
  ResetPasswordSchema,
  SignUpSchema,
} from '@eazy2con/shared/validation/accounts';
import { fieldErrors, firstMessage } from '@eazy2con/shared/validation/issues';
import { AppError } from '../../lib/app-error';
import type { RateLimitService } from '../rate-limits/rate-limits.service';
import { accountLimits, type AccountLimit } from './auth-limits';

type Body = Record<string, unknown>;

/** Parses with a shared schema; a failure answers 400 with the spec's message and every field's message. */
function parse<S extends z.ZodType>(schema: S, input: Body): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw APIError.fromStatus('BAD_REQUEST', {
    code: 'BAD_USER_INPUT',
    message: firstMessage(result.error),
    fields: fieldErrors(result.error),
  });
}

/**
 * Each account endpoint the web uses, with the shared schema its form parses. What a check returns replaces those
 * body fields (normalised email, the code under Better Auth's name `otp`).
 */
const checks: Record<string, (body: Body) => Body> = {
  '/sign-up/email': (b) => {
    const v = parse(SignUpSchema, { email: b.email, password: b.password, confirmPassword: b.confirmPassword });
    return { email: v.email, password: v.password, name: '' };
  },
  '/sign-in/email': (b) => ({ email: parse(LoginSchema, b).email }),
  '/email-otp/verify-email': (b) => {
    const v = parse(ConfirmCodeSchema, { email: b.email, code: b.otp });
    return { email: v.email, otp: v.code };
  },
  '/email-otp/send-verification-otp': (b) => {
    const v = parse(ResendCodeSchema, b);
    // Only confirmation codes are sent here; reset codes have their own endpoint and sign-in by code is off.
    if (b.type !== 'email-verification') throw APIError.fromStatus('BAD_REQUEST', { message: 'Invalid code type' });
    return { email: v.email };
  },
  '/email-otp/request-password-reset': (b) => ({ email: parse(ForgotPasswordEmailSchema, b).email }),
  '/email-otp/reset-password': (b) => {
    const v = parse(ResetPasswordSchema, {
      email: b.email,
      code: b.otp,
      password: b.password,
      confirmPassword: b.confirmPassword,
    });
    return { email: v.email, otp: v.code, password: v.password };
  },
};

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of an account endpoint the web uses, parsed with the same schema as its form (400 with the spec's
 * message otherwise) and normalised; null for the other endpoints, which pass as they are.
 */
export function parseAuthInput(path: string, input: unknown): Body | null {
  const check = checks[path];
  if (!check) return null;
  const body: Body = { ...(isRecord(input) ? input : {}) };
  return Object.assign(body, check(body));
}

/** Counts one request against an account's limit: null when allowed, else the seconds until a place frees up. */
async function consumeAccount(
  rateLimits: RateLimitService,
  limit: AccountLimit,
  email: string,
): Promise<number | null> {
  const rule = accountLimits[limit];
  try {
    await rateLimits.consume(`account:${limit}:${email}`, rule);
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    return Number(error.details?.retryAfterSeconds ?? rule.windowSeconds);
  }
}

/** Counts one request against an account's limit; false (nothing to send) once its window is full. */
export async function withinAccountLimit(
  rateLimits: RateLimitService,
  limit: AccountLimit,
  email: string,
): Promise<boolean> {
  return (await consumeAccount(rateLimits, limit, email)) === null;
}
