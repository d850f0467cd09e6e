import {
  ContactChannelsSchema,
  DEFAULT_QUIET_HOURS,
  TEXTS_NEED_CONFIRMED_PHONE,
  timeOfDay,
} from '@eazy2con/shared/validation/contact-channels';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { TextChannelName } from './channel';
import type { ContactChannelsRepo, ContactChannelsRow } from './contact-channels.repo';
import type { NotificationsRepo } from './notifications.repo';

/** Quiet hours as the API and the port give them: Lagos wall-clock times, 'HH:MM'. */
export interface QuietHoursView {
  from: string;
  to: string;
}

/** What the account page shows under "How we reach you". */
export interface ContactChannelsView {
  email: string;
  /** E.164 digits; null when the account gave none. */
  phone: string | null;
  /** This account typed back a code sent to the number, and the number is still confirmed. */
  phoneConfirmed: boolean;
  whatsapp: boolean;
  sms: boolean;
  quietHours: QuietHoursView;
  /** The channels the number opted out of (STOP, the link), told only to an account that proved the number. */
  stopped: TextChannelName[];
}

/**
 * What another module reads to reach an account (issue 36's renewal reminders): the phone only when the account
 * proved it, the text channels that reach it now (on, proved, not opted out), and its quiet hours. The outbox checks
 * all of it again when the message is queued; the e-mail always goes.
 */
export interface AccountChannels {
  phone: string | null;
  texts: TextChannelName[];
  quietHours: QuietHoursView;
}

export interface ContactChannelsDeps {
  repo: ContactChannelsRepo;
  /** The outbox's numbers: which are confirmed, and their opt-outs. */
  texts: Pick<NotificationsRepo, 'in' | 'isConfirmed'>;
  /** The account whose confirmed e-mail this is (the accounts module), or null. */
  accountIdOf: (email: string) => Promise<string | null>;
}

const quietOf = (row: ContactChannelsRow | null): QuietHoursView =>
  row ? { from: timeOfDay(row.quietFromMinute), to: timeOfDay(row.quietToMinute) } : { ...DEFAULT_QUIET_HOURS };

/**
 * An account's contact channels (issue 35, decision 0044): the account page's "How we reach you", and the port other
 * modules read. A text channel is on only for a number the account itself proved with a code; turning SMS on lifts the
 * number's SMS opt-out when that proof came after it, while a WhatsApp STOP waits for START (decision 0030).
 */
export class ContactChannelsService {
  constructor(private readonly deps: ContactChannelsDeps) {}

  async mine(viewer: { userId: string; email: string }): Promise<ContactChannelsView> {
    const row = await this.deps.repo.find(viewer.userId);
    const phone = row?.phone ?? null;
    const phoneConfirmed = phone !== null && (await this.proved(viewer.userId, phone)) !== null;
    const stopped = phoneConfirmed && phone ? (await this.deps.repo.optOutsOf(phone)).map((o) => o.channel) : [];
    return {
      email: viewer.email,
      phone,
      phoneConfirmed,
      whatsapp: row?.whatsapp ?? false,
      sms: row?.sms ?? false,
      quietHours: quietOf(row),
      stopped,
    };
  }

  /**
   * Saves the account's channels and answers them. A channel turned on for a number this account has not proved is
   * refused on `phone`, and nothing is stored.
   */
  async set(viewer: { userId: string; email: string }, input: unknown): Promise<ContactChannelsView> {
    const choice = parseInput(ContactChannelsSchema, input);
    await this.deps.repo.transaction(async (repo, tx) => {
      const texts = this.deps.texts.in(tx);
      const proof = choice.phone ? await repo.provenAt(viewer.userId, choice.phone) : null;
      const confirmed = proof !== null && choice.phone !== null && (await texts.isConfirmed(choice.phone));
      if ((choice.whatsapp || choice.sms) && !confirmed) {
        throw new AppError('BAD_USER_INPUT', TEXTS_NEED_CONFIRMED_PHONE, {
          fields: { phone: TEXTS_NEED_CONFIRMED_PHONE },
        });
      }
      await repo.save({
        userId: viewer.userId,
        phone: choice.phone,
        whatsapp: choice.whatsapp,
        sms: choice.sms,
        quiet: choice.quietHours,
      });
      if (choice.sms && choice.phone && proof) {
        // A code that came back after the STOP is the phone asking again (decision 0044); an older proof could be
        // the number's previous holder.
        const stop = (await repo.optOutsOf(choice.phone)).find((o) => o.channel === 'SMS');
        if (stop && stop.at < proof) await texts.removeOptOut(choice.phone, 'SMS');
      }
    });
    return this.mine(viewer);
  }

  /** The port: how to reach this account besides its e-mail. Call it outside a transaction. */
  async channelsOf(userId: string): Promise<AccountChannels> {
    const row = await this.deps.repo.find(userId);
    const phone = row?.phone ?? null;
    if (!row || !phone || (await this.proved(userId, phone)) === null) {
      return { phone: null, texts: [], quietHours: quietOf(row) };
    }
    const stopped = new Set((await this.deps.repo.optOutsOf(phone)).map((o) => o.channel));
    const on: TextChannelName[] = [
      ...(row.whatsapp ? ['WHATSAPP' as const] : []),
      ...(row.sms ? ['SMS' as const] : []),
    ];
    return { phone, texts: on.filter((c) => !stopped.has(c)), quietHours: quietOf(row) };
  }

  /** The port by the account's confirmed e-mail (a booking's); null when no account confirmed it. */
  async channelsOfEmail(email: string): Promise<AccountChannels | null> {
    const userId = await this.deps.accountIdOf(email.trim().toLowerCase());
    return userId ? this.channelsOf(userId) : null;
  }

  /** When the account proved the number, while the number is still confirmed; null otherwise. */
  private async proved(userId: string, phone: string): Promise<Date | null> {
    const at = await this.deps.repo.provenAt(userId, phone);
    return at && (await this.deps.texts.isConfirmed(phone)) ? at : null;
  }
}
