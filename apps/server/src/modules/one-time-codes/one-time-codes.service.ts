import { timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { hashSecret, newCode } from '../../lib/confirmation-secrets';
import type { OneTimeCodesRepo, CodeKey } from './one-time-codes.repo';
import type { OneTimeCodeRow } from './one-time-codes.schema';

export type { CodeKey } from './one-time-codes.repo';

/** The person-facing messages of one use of codes (each flow keeps the spec's or its own words). */
export interface CodeMessages {
  wrong: string;
  expired: string;
}

/**
 * Mailed one-time codes (course ratings, mentor reviews: decision 0004, issue 11): issued in the caller's transaction
 * beside the mail that carries them, checked with a bounded number of attempts, spent once. The flows keep their
 * own rules (who may ask, what a code unlocks); this service keeps the code's.
 */
export class OneTimeCodesService {
  constructor(private readonly repo: OneTimeCodesRepo) {}

  /** A fresh six-digit code for `key`, valid `minutes`, stored with `payload` in `tx`; answers the code to mail. */
  async issue(tx: Tx, key: CodeKey, options: { minutes: number; payload?: Record<string, unknown> }): Promise<string> {
    const code = newCode();
    await this.repo.in(tx).save(key, {
      codeHash: hashSecret(code),
      payload: options.payload ?? {},
      expiresAt: new Date(Date.now() + options.minutes * 60_000),
    });
    return code;
  }

  /**
   * The code's row when `code` is right; otherwise a BAD_USER_INPUT on the `code` field: `wrong` while attempts are
   * left, `expired` when there is no code, it expired, or this was its last attempt.
   */
  async check(key: CodeKey, code: string, maxAttempts: number, messages: CodeMessages): Promise<OneTimeCodeRow> {
    const pending = await this.repo.claimAttempt(key, maxAttempts, new Date());
    if (!pending) throw codeError(messages.expired);
    if (!sameHash(pending.codeHash, hashSecret(code))) {
      throw codeError(pending.attempts >= maxAttempts ? messages.expired : messages.wrong);
    }
    return pending;
  }

  /** Whether `key` has a code still waiting to be typed (not expired, not spent). */
  hasLive(key: CodeKey): Promise<boolean> {
    return this.repo.hasLive(key, new Date());
  }

  /** Spends a checked code in `tx`; false when a parallel request with the same code spent it first. */
  spend(tx: Tx, row: OneTimeCodeRow): Promise<boolean> {
    return this.repo.in(tx).delete(row.id);
  }
}

export function codeError(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { fields: { code: message } });
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
