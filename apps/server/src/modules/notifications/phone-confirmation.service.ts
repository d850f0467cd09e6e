import { ConfirmPhoneSchema, RequestPhoneCodeSchema } from '@eazy2con/shared/validation/phone-confirmation';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { codeError, type CodeKey, type OneTimeCodesService } from '../one-time-codes/one-time-codes.service';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import { clientKey } from '../rate-limits/client-address';
import type { OneTimeCodeRow } from '../one-time-codes/one-time-codes.schema';
import type { TextChannelName } from './channel';
import type { ContactChannelsRepo } from './contact-channels.repo';
import type { NotificationsRepo } from './notifications.repo';
import type { NotificationsService } from './notifications.service';

/** How long a texted code works, and how many tries it takes (every check counts, the right one too). */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_ATTEMPTS = 5;
/** One client asking codes for one number: a person who mistyped asks twice, a script is refused. */
const CODES_PER_CLIENT_AND_NUMBER: RateRule = { max: 3, windowSeconds: 3600 };
const CODES_PER_CLIENT_AND_NUMBER_CONSENT: RateRule = { max: 6, windowSeconds: 3600 };
/** A parent adding a second child asks again within the minute; twenty seconds still stops a flood. */
const CONSENT_CODE_GAP_MS = 20_000;
const CONSENT_CODES_PER_NUMBER_PER_DAY = 6;
const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

export const PHONE_CODE_WRONG = 'That code is not right. Check the last message we sent to your phone.';
export const PHONE_CODE_EXPIRED = 'This code has expired or was tried too often. Ask for a new code.';
export const PHONE_CODE_TOO_SOON = 'We just sent a code to this number. Wait a minute before asking for another.';
export const CONSENT_CODE_TOO_SOON = 'We just sent a code to this number. Wait 20 seconds before asking for another.';
export const PHONE_CODE_DAY_USED =
  'This number has had all the codes it can get today. Try again tomorrow; e-mails keep coming meanwhile.';

export interface PhoneConfirmationDeps {
  repo: NotificationsRepo;
  notifications: Pick<NotificationsService, 'enqueue' | 'kick' | 'delivers'>;
  codes: OneTimeCodesService;
  limiter: Pick<RateLimitService, 'consume'>;
  /** Codes texted to one number in 24 hours, whoever asks (PHONE_CODES_PER_NUMBER_PER_DAY). */
  codesPerNumberPerDay: number;
  /** Where a signed-in person's code records that their account holds the number (decision 0044). */
  accountPhones: Pick<ContactChannelsRepo, 'in'>;
}

/** A consent code that was right, with the number it went to, until it is spent. */
export interface CheckedConsentCode {
  row: OneTimeCodeRow;
  phone: string;
  channel: TextChannelName;
}

const keyOf = (phone: string): CodeKey => ({ purpose: 'phone-confirmation', subjectId: phone, email: '' });
/** One live consent code per account: asking again (another number, or a lost text) replaces it. */
const consentKeyOf = (userId: string): CodeKey => ({ purpose: 'child-consent', subjectId: userId, email: '' });

/**
 * WhatsApp and SMS go only to a number whose holder typed back a code sent to it (issue 34, decision 0040):
 * `requestCode` texts a six-digit code, `confirm` checks it and records the number in confirmed_phones. The answers
 * never tell whether a number was confirmed or opted out before, since anyone can type any number.
 */
export class PhoneConfirmationService {
  constructor(private readonly deps: PhoneConfirmationDeps) {}

  /** Texts a code to the number (by WhatsApp when it is on, else SMS, unless `channel` says); answers how it went. */
  async requestCode(
    input: unknown,
    clientIp: string,
  ): Promise<{ phone: string; channel: TextChannelName; minutes: number }> {
    const { phone, channel: asked } = parseInput(RequestPhoneCodeSchema, input);
    const channel = this.channelFor(asked);
    await this.deps.limiter.consume(`phone-code:${phone}:${clientKey(clientIp)}`, CODES_PER_CLIENT_AND_NUMBER);
    await this.textCode(phone, channel, keyOf(phone), {
      template: 'phone-code',
      gapMs: MINUTE_MS,
      perDay: this.deps.codesPerNumberPerDay,
    });
    return { phone, channel, minutes: PHONE_CODE_MINUTES };
  }

  /**
   * Texts a signed-in parent the code that verifies their consent for a child (issue 35, decision 0042). The code is
   * the account's, bound to the number it went to: `checkConsentCode` answers that number, so the consent records the
   * phone that proved it. A parent adding two children asks twice: the 20-second gap applies only while the last code
   * waits unused; the count per number and day is its own, and only accounts with a confirmed e-mail reach here.
   */
  async requestConsentCode(
    userId: string,
    input: unknown,
    clientIp: string,
  ): Promise<{ phone: string; channel: TextChannelName; minutes: number }> {
    const { phone, channel: asked } = parseInput(RequestPhoneCodeSchema, input);
    const channel = this.channelFor(asked);
    await this.deps.limiter.consume(
      `consent-code:${userId}:${clientKey(clientIp)}`,
      CODES_PER_CLIENT_AND_NUMBER_CONSENT,
    );
    // The gap only stops a flood of codes nobody typed: once the last one was used (a child added), the next child's
    // code may follow at once.
    const waiting = await this.deps.codes.hasLive(consentKeyOf(userId));
    await this.textCode(phone, channel, consentKeyOf(userId), {
      template: 'consent-code',
      gapMs: waiting ? CONSENT_CODE_GAP_MS : 0,
      perDay: CONSENT_CODES_PER_NUMBER_PER_DAY,
    });
    return { phone, channel, minutes: PHONE_CODE_MINUTES };
  }

  /**
   * Checks the account's consent code (five tries, each counted before comparing) and answers it with the number it
   * was texted to. Checked outside the caller's transaction, like `confirm`; `spendConsentCode` spends it in one.
   */
  async checkConsentCode(userId: string, code: string): Promise<CheckedConsentCode> {
    const row = await this.deps.codes.check(consentKeyOf(userId), code, PHONE_CODE_ATTEMPTS, {
      wrong: PHONE_CODE_WRONG,
      expired: PHONE_CODE_EXPIRED,
    });
    const phone = typeof row.payload.phone === 'string' ? row.payload.phone : '';
    if (!phone) throw codeError(PHONE_CODE_EXPIRED);
    return { row, phone, channel: row.payload.channel === 'WHATSAPP' ? 'WHATSAPP' : 'SMS' };
  }

  /**
   * Spends a checked consent code in `tx` (a parallel request with the same code spent it first: refused), and records
   * its number as confirmed: its holder typed back a code sent to it.
   */
  async spendConsentCode(tx: Tx, checked: CheckedConsentCode): Promise<void> {
    if (!(await this.deps.codes.spend(tx, checked.row))) throw codeError(PHONE_CODE_EXPIRED);
    await this.deps.repo.in(tx).addConfirmed(checked.phone, checked.channel);
    // The code was the account's (its id is the code's subject): the parent proved the number for their account too.
    await this.deps.accountPhones.in(tx).addProof(checked.row.subjectId, checked.phone);
  }

  private channelFor(asked: TextChannelName | null | undefined): TextChannelName {
    return asked ?? (this.deps.notifications.delivers('WHATSAPP') ? 'WHATSAPP' : 'SMS');
  }

  /** Issues the code under `key` and queues its text, counted from the outbox under the number's lock. */
  private async textCode(
    phone: string,
    channel: TextChannelName,
    key: CodeKey,
    rule: { template: 'phone-code' | 'consent-code'; gapMs: number; perDay: number },
  ): Promise<void> {
    await this.deps.repo.transaction(async (repo, tx) => {
      // Counted under the number's lock, so parallel requests cannot pass the day's budget.
      await repo.lockNumber(phone);
      const now = Date.now();
      const only = { only: [rule.template] };
      if ((await repo.countQueuedSince(phone, new Date(now - DAY_MS), only)) >= rule.perDay) {
        throw new AppError('RATE_LIMITED', PHONE_CODE_DAY_USED, { fields: { phone: PHONE_CODE_DAY_USED } });
      }
      if ((await repo.countQueuedSince(phone, new Date(now - rule.gapMs), only)) > 0) {
        const tooSoon = rule.gapMs === MINUTE_MS ? PHONE_CODE_TOO_SOON : CONSENT_CODE_TOO_SOON;
        throw new AppError('RATE_LIMITED', tooSoon, { fields: { phone: tooSoon } });
      }
      const code = await this.deps.codes.issue(tx, key, {
        minutes: PHONE_CODE_MINUTES,
        payload: { channel, phone },
      });
      await this.deps.notifications.enqueue(tx, {
        channel,
        to: phone,
        template: rule.template,
        data: { code, minutes: PHONE_CODE_MINUTES },
        // The person is waiting for it: quiet hours do not hold it, and it is dropped once the code has expired.
        eventAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60_000),
      });
    });
    this.deps.notifications.kick();
  }

  /**
   * Checks the code (five tries) and records the number as confirmed; texts chosen on forms go to it from now on.
   * Signed in (`userId`), the account holds the number too: its own channels may use it (decision 0044).
   */
  async confirm(input: unknown, userId: string | null = null): Promise<{ phone: string }> {
    const { phone, code } = parseInput(ConfirmPhoneSchema, input);
    const pending = await this.deps.codes.check(keyOf(phone), code, PHONE_CODE_ATTEMPTS, {
      wrong: PHONE_CODE_WRONG,
      expired: PHONE_CODE_EXPIRED,
    });
    const channel: TextChannelName = pending.payload.channel === 'WHATSAPP' ? 'WHATSAPP' : 'SMS';
    await this.deps.repo.transaction(async (repo, tx) => {
      // A parallel request with the same code spent it first: that one confirmed the number.
      if (!(await this.deps.codes.spend(tx, pending))) throw codeError(PHONE_CODE_EXPIRED);
      await repo.addConfirmed(phone, channel);
      if (userId) await this.deps.accountPhones.in(tx).addProof(userId, phone);
    });
    return { phone };
  }
}
