import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimitService } from '../rate-limits/rate-limits.service';
import { signInSlowDown } from './auth-limits';

/** Waits `ms` before a slowed-down sign-in is answered. Tests pass one that records instead of sleeping. */
export type SignInWait = (ms: number) => Promise<void>;

export const realWait: SignInWait = async (ms) => {
  await sleep(ms);
};

/**
 * How long an attempt waits when `failuresBefore` failed attempts of its account are counted: nothing up to the
 * free ones, then the first delay, doubling with each further failure, never more than the cap.
 */
export function signInDelayMs(failuresBefore: number, freeFailures: number): number {
  const over = failuresBefore - freeFailures;
  if (over < 0) return 0;
  return Math.min(signInSlowDown.maxDelayMs, signInSlowDown.firstDelayMs * 2 ** Math.min(over, 30));
}

const keyOf = (email: string) => `account:sign-in-failures:${email}`;

export interface SignInSlowDownDeps {
  limiter: RateLimitService;
  /** RATE_LIMIT_SCALE: multiplies the free failures like every other limit. */
  scale: number;
  wait: SignInWait;
}

/**
 * Before a password is checked: counts the attempt as a failure until it proves otherwise (so attempts sent at
 * once see each other), and waits if the account has had too many failures lately. Unknown addresses are counted
 * and slowed the same way, so the delay tells nothing about whether an account exists.
 */
export async function slowDownSignIn({ limiter, scale, wait }: SignInSlowDownDeps, email: string): Promise<void> {
  const attempts = await limiter.count(keyOf(email), signInSlowDown.windowSeconds);
  const delay = signInDelayMs(attempts - 1, signInSlowDown.freeFailures * scale);
  if (delay > 0) await wait(delay);
}

/** The right password was given (signed in, or told to confirm the address first): the account's count starts over. */
export async function signInSucceeded({ limiter }: SignInSlowDownDeps, email: string): Promise<void> {
  await limiter.clear(keyOf(email));
}
