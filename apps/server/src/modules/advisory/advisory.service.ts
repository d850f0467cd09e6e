import { ADVISORY_CALL_MINUTES, isoDayFromCallDate, slotByLabel } from '@eazy2con/shared/advisory';
import {
  ADVISORY_EMAIL_BOOKED_THAT_DAY,
  ADVISORY_SLOT_TAKEN,
  AdvisorySlotsTakenSchema,
  advisorySlotProblem,
  CreateBookAdvisorySchema,
} from '@eazy2con/shared/validation/advisory';
import { watInstant } from '@eazy2con/shared/wat-time';
import type { SiteInfo } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { calendarAttachment } from '../mail/calendar-invite';
import type { MailService } from '../mail/mail.service';
import type { DueReminder, ReminderSource } from '../notifications/event-reminders.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { requirePhone } from '../notifications/phone';
import { eventWhen } from '../notifications/when';
import type { AdvisoryRepo, BookAdvisoryRow } from './advisory.repo';

export interface AdvisoryDeps {
  repo: AdvisoryRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  site: Pick<SiteInfo, 'name' | 'email' | 'phone'>;
  publicUrl: string;
  /** The clock that decides which slots have passed (tests move it). */
  now?: () => Date;
  /** WhatsApp and SMS, for a booker who chose them (issue 24). */
  notifications?: Pick<NotificationsService, 'notify' | 'kick'>;
}

export const INVITE_FILENAME = 'advisory-call.ics';

/**
 * Advisory calls (spec 2 §2, §4): a visitor picks one of the day's 24 slots and leaves a name, phone and e-mail.
 * Nothing is read back, so no access token. The slot's uniqueness is the database's (book_advisory_slot_idx); the
 * booker's mail (with a calendar invite) and the team's note are queued in the same transaction as the booking.
 */
export class AdvisoryService implements ReminderSource {
  readonly reminderSubject = 'ADVISORY_CALL';
  private readonly now: () => Date;

  constructor(private readonly deps: AdvisoryDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async book(input: unknown): Promise<BookAdvisoryRow> {
    const data = parseInput(CreateBookAdvisorySchema, input);
    const problem = advisorySlotProblem(data.callDate, data.callTime, this.now());
    if (problem)
      throw new AppError('BAD_USER_INPUT', problem.message, { fields: { [problem.field]: problem.message } });
    // The schema has checked both, so neither lookup can miss.
    const callDay = isoDayFromCallDate(data.callDate) ?? '';
    const minutes = slotByLabel(data.callTime)?.minutes ?? 0;
    const callAt = watInstant(callDay, minutes);
    // WhatsApp and SMS need a number they can reach: checked now, not when the first message fails.
    if (data.channels.some((c) => c !== 'EMAIL')) requirePhone(data.phone);

    const booking = await this.deps.repo.transaction(async (repo, tx) => {
      // One call per e-mail per day (decision 0028): checked under a lock on (e-mail, day), so parallel requests queue.
      await repo.lockEmailDay(data.email, callDay);
      if (await repo.emailHasCallOn(data.email, callDay)) return 'email-booked' as const;
      const row = await repo.insertIfFree({ ...data, callDay, callAt });
      if (!row) return null;
      await this.mailBooker(tx, row);
      await this.noteForTeam(tx, row);
      await this.deps.notifications?.notify(tx, {
        template: 'advisory-booked',
        data: { name: row.fullName, when: eventWhen(row.callAt), phone: row.phone, minutes: ADVISORY_CALL_MINUTES },
        phone: row.phone,
        channels: row.channels,
        eventAt: row.callAt,
      });
      return row;
    });
    if (booking === 'email-booked') {
      const message = ADVISORY_EMAIL_BOOKED_THAT_DAY;
      throw new AppError('CONFLICT', message, { fields: { email: message } });
    }
    if (!booking) throw new AppError('CONFLICT', ADVISORY_SLOT_TAKEN, { fields: { callTime: ADVISORY_SLOT_TAKEN } });
    this.deps.mail.kick();
    this.deps.notifications?.kick();
    return booking;
  }

  /** The calls whose reminder of a kind is due: by e-mail, and on the channels the booker chose. */
  async remindersDue(kind: 'DAY_BEFORE' | 'HOUR_BEFORE', now: Date, leadMs: number): Promise<DueReminder[]> {
    const rows = await this.deps.repo.startingBetween(now, new Date(now.getTime() + leadMs), leadMs);
    return rows.map((row) => ({
      subjectId: row.id,
      eventAt: row.callAt,
      notices: [
        {
          template: 'advisory-reminder',
          data: { kind, name: row.fullName, when: eventWhen(row.callAt), phone: row.phone },
          email: row.email,
          phone: row.phone,
          channels: row.channels,
        },
      ],
    }));
  }

  /** The booked times of a date (DD-MM-YYYY), earliest first: times only, nothing about who booked them. */
  async takenTimes(input: unknown): Promise<string[]> {
    const { date } = parseInput(AdvisorySlotsTakenSchema, input);
    return this.deps.repo.takenTimes(isoDayFromCallDate(date) ?? '');
  }

  private mailBooker(tx: Tx, row: BookAdvisoryRow) {
    const { site } = this.deps;
    return this.deps.mail.enqueue(tx, {
      to: row.email,
      template: 'book-advisory',
      data: {
        fullName: row.fullName,
        phone: row.phone,
        email: row.email,
        source: row.source,
        callDate: row.callDate,
        callTime: row.callTime,
      },
      attachments: [
        calendarAttachment(INVITE_FILENAME, {
          uid: `advisory-${row.id}@${new URL(this.deps.publicUrl).hostname}`,
          start: row.callAt,
          end: new Date(row.callAt.getTime() + ADVISORY_CALL_MINUTES * 60_000),
          summary: `${site.name} advisory call`,
          description: `An advisor from ${site.name} will call you on ${row.phone} for ${ADVISORY_CALL_MINUTES} minutes. Questions before then: ${site.email} or ${site.phone}.`,
          location: `Phone call to ${row.phone}`,
          organizer: { name: site.name, email: site.email },
          product: site.name,
          now: this.now(),
        }),
      ],
    });
  }

  private noteForTeam(tx: Tx, row: BookAdvisoryRow) {
    return this.deps.mail.enqueue(tx, {
      to: this.deps.site.email,
      template: 'booking-team',
      data: {
        what: 'Advisory call',
        name: row.fullName,
        email: row.email,
        phone: row.phone,
        rows: [
          ['Date', row.callDate],
          ['Time', `${row.callTime} (WAT, GMT+1)`],
          ['How they heard of us', row.source],
        ],
        reference: row.id,
      },
    });
  }
}
