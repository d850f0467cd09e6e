import type { FastifyBaseLogger } from 'fastify';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { SettledPaymentRow } from '../payments/settled-payments';
import { SettledPayments } from '../payments/settled-payments';
import type { HeldSessionRow, HeldSessions } from '../sessions/held-sessions';
import { whenLabel } from '../sessions/session-mails';
import { entitlementOf, firstCycle } from '../sessions/session-rules';
import { bookingKey, mentorPending, sessionReleaseSource } from './ledger.accounts';
import type { LedgerCycle, LedgerCycles } from './ledger-cycles';

export type { LedgerCycle, LedgerCycles } from './ledger-cycles';
import type { LedgerRepo } from './ledger.repo';
import type { LedgerService } from './ledger.service';

const CYCLE_KIND = 'membershipCycle';

export interface LedgerFactsDeps {
  ledger: LedgerService;
  repo: LedgerRepo;
  payments: Pick<SettledPayments, 'page' | 'ofBooking'>;
  sessions: Pick<HeldSessions, 'standing' | 'unsettledBookings'>;
  bookings: Pick<MentorBookingsService, 'findByIds'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
  cycles?: LedgerCycles | undefined;
}

const PAGE = 200;
/** How often the job runner should call run(): a held session's share shows within minutes of standing. */
export const LEDGER_CATCH_UP_EVERY_MS = 5 * 60_000;
/** How often every settled payment, however old, is looked at (runFull): the net under the windowed run. */
export const LEDGER_FULL_CATCH_UP_EVERY_MS = 24 * 60 * 60_000;
/**
 * The frequent run looks only at payments created this recently. A payment is settled within minutes of its
 * checkout, or within the days a transfer account stays open; the ledger is told at once (onPaid), so the run only
 * mends a crash between a settlement's commit and that call. Reading every payment ever made every 5 minutes would
 * grow with the business; the daily full run covers anything older (a job runner down for a week, say).
 */
export const LEDGER_CATCH_UP_WINDOW_MS = 7 * 24 * 60 * 60_000;
const MENTOR_KINDS: Record<string, MentorBookingRow['audience']> = { mentor: 'adult', kidMentor: 'kids' };
const kindOf = (booking: Pick<MentorBookingRow, 'audience'>) => (booking.audience === 'kids' ? 'kidMentor' : 'mentor');
/**
 * What a memo says about a booking: its plan and course, never the learner. Ledger rows are never deleted, so they
 * must not carry personal data that the bookings' retention (decision 0007) would otherwise remove.
 */
const describe = (booking: MentorBookingRow) => `${booking.type} plan, ${booking.course}`;

/**
 * Brings facts other modules recorded into the ledger (decision 0033): settled payments, sessions that were held
 * and stand, and bookings whose cycle ended. Each run reads everything that may be due and posts what is not yet
 * posted; posting is idempotent by source, so a run is safe to repeat, to run on several instances at once, and to
 * crash half-way. Run as periodic jobs (the lead registers them) and right after a fact where that is cheap.
 */
export class LedgerFactsService {
  constructor(private readonly deps: LedgerFactsDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The frequent catch-up (one job): payments of the last week first, so the releases that follow find the shares
   * they move.
   */
  async run(): Promise<{ payments: number; releases: number }> {
    const since = new Date(this.now().getTime() - LEDGER_CATCH_UP_WINDOW_MS);
    const payments = await this.postSettledPayments(since);
    return { payments, releases: await this.releaseHeldSessions() };
  }

  /** The daily catch-up: every settled payment, however old (the window of run() aside). */
  async runFull(): Promise<{ payments: number; releases: number }> {
    const payments = await this.postSettledPayments(null);
    return { payments, releases: await this.releaseHeldSessions() };
  }

  /**
   * Right after a booking's payment settled (cheap: one booking's payments). Never throws: it runs after the
   * settlement committed, and the periodic run posts whatever it missed.
   */
  async postPaymentsOf(kind: PayableBookingKind, bookingId: string): Promise<number> {
    try {
      const rows = await this.deps.payments.ofBooking(kind, bookingId);
      const bookings = await this.mentorBookings(rows);
      let posted = 0;
      for (const row of rows) {
        posted += await this.guard(`payment ${row.id}`, () => this.postPayment(row, bookings.get(row.bookingId)));
      }
      return posted;
    } catch (error) {
      this.deps.log.error({ err: error }, `ledger: could not post the payments of ${kind} ${bookingId}`);
      return 0;
    }
  }

  /** Posts every settled payment (created since `since`, or ever) not yet in the ledger; answers how many. */
  async postSettledPayments(since: Date | null = null): Promise<number> {
    let posted = 0;
    let after: string | null = null;
    for (;;) {
      const rows = await this.deps.payments.page(after, PAGE, since);
      const last = rows[rows.length - 1];
      if (!last) return posted;
      after = last.id;
      const done = await this.deps.repo.posted(rows.map((row) => `payment:${row.id}`));
      const todo = rows.filter((row) => !done.has(`payment:${row.id}`));
      const bookings = await this.mentorBookings(todo);
      for (const row of todo) {
        posted += await this.guard(`payment ${row.id}`, () => this.postPayment(row, bookings.get(row.bookingId)));
      }
    }
  }

  /**
   * A learner confirmed a held session: its share is released now rather than at the next catch-up (the booking's
   * payment posted first, in case its own posting has not run yet). Never throws: a failure is logged and the
   * catch-up job gets there.
   */
  async releaseConfirmed(bookingId: string): Promise<void> {
    try {
      const booking = (await this.byId([bookingId])).get(bookingId);
      if (booking) await this.postPaymentsOf(kindOf(booking), booking.id);
      await this.releaseHeldSessions();
    } catch (error) {
      this.deps.log.error({ err: error }, 'ledger: releasing after a confirmed session failed');
    }
  }

  /**
   * Moves earned shares from pending to available: each held session that stands, then every booking whose first
   * cycle ended releases what is left, unless one of its sessions waits on a dispute or the learner's answer.
   */
  async releaseHeldSessions(): Promise<number> {
    const now = this.now();
    let released = 0;
    let after: string | null = null;
    for (;;) {
      const rows = await this.deps.sessions.standing(now, after, PAGE);
      const last = rows[rows.length - 1];
      if (!last) break;
      after = last.id;
      const bookings = await this.byId(rows.map((row) => row.bookingId));
      const cycles = await this.laterCycles(rows);
      // Most held sessions were released by an earlier run: one query skips them, instead of a transaction each.
      const sourceOf = (row: HeldSessionRow) => {
        const share = this.shareOf(row, bookings.get(row.bookingId), cycles);
        return share ? sessionReleaseSource(share.key, row.id) : null;
      };
      const done = await this.deps.repo.posted(rows.flatMap((row) => sourceOf(row) ?? []));
      for (const row of rows) {
        const source = sourceOf(row);
        if (!source || done.has(source)) continue;
        const booking = bookings.get(row.bookingId);
        const share = this.shareOf(row, booking, cycles);
        if (!booking || !share) continue;
        released += await this.guard(`session ${row.id}`, () => this.releaseSession(row, booking, share));
      }
    }
    return released + (await this.releaseEndedCycles(now));
  }

  private async postPayment(row: SettledPaymentRow, booking: MentorBookingRow | undefined): Promise<boolean> {
    // A second payment for a booking already paid is owed back whole: it is the platform's to refund, never the
    // mentor's share (the booking's share was credited by its first payment).
    const mentorId = row.flag === 'booking_already_paid' ? null : (booking?.mentorId ?? null);
    const memo = booking ? `Booking paid: ${describe(booking)}` : `Booking paid: ${row.bookingKind} ${row.bookingId}`;
    const result = await this.deps.ledger.postPayment({
      paymentId: row.id,
      amountKobo: SettledPayments.receivedKobo(row),
      mentorId,
      bookingKey: bookingKey(row.bookingKind, row.bookingId),
      memo,
    });
    return result.posted;
  }

  /** The later cycles of these sessions' bookings, by `bookingId:number`. */
  private async laterCycles(rows: HeldSessionRow[]): Promise<Map<string, LedgerCycle>> {
    const ids = [...new Set(rows.filter((row) => row.cycle > 1).map((row) => row.bookingId))];
    if (ids.length === 0 || !this.deps.cycles) return new Map();
    const cycles = await this.deps.cycles.ofBookings(ids);
    return new Map(cycles.map((c) => [`${c.bookingId}:${c.number}`, c]));
  }

  /**
   * Whose share a held session releases: its booking's (the first cycle), or its membership cycle's, which was paid
   * and credited on its own. Null for a later cycle the ledger cannot find (its share waits).
   */
  private shareOf(row: HeldSessionRow, booking: MentorBookingRow | undefined, cycles: Map<string, LedgerCycle>) {
    if (!booking) return null;
    if (row.cycle <= 1)
      return { key: bookingKey(kindOf(booking), booking.id), sessions: entitlementOf(booking).option.sessions };
    const cycle = cycles.get(`${booking.id}:${row.cycle}`);
    return cycle ? { key: bookingKey(CYCLE_KIND, cycle.id), sessions: cycle.sessions } : null;
  }

  private async releaseSession(
    row: HeldSessionRow,
    booking: MentorBookingRow,
    share: { key: string; sessions: number },
  ): Promise<boolean> {
    // The share was credited to the booking's mentor when it was paid; a session's own mentor only stands in
    // for a booking made without one.
    const result = await this.deps.ledger.releaseSession({
      sessionId: row.id,
      mentorId: booking.mentorId ?? row.mentorId,
      bookingKey: share.key,
      sessions: share.sessions,
      memo: `Session held: ${whenLabel(row.startAt)}`,
    });
    return result.posted;
  }

  private async releaseEndedCycles(now: Date): Promise<number> {
    const pending = await this.deps.repo.pendingBookings();
    const idsOf = (kinds: (kind: string) => boolean) =>
      pending.flatMap((p) => {
        const [kind, id] = p.bookingKey.split(':');
        return kind && id && kinds(kind) ? [id] : [];
      });
    const bookings = await this.byId(idsOf((kind) => kind in MENTOR_KINDS));
    const cycleIds = idsOf((kind) => kind === CYCLE_KIND);
    const cycles = cycleIds.length && this.deps.cycles ? await this.deps.cycles.byIds(cycleIds) : [];
    const parents = await this.byId(cycles.map((c) => c.bookingId));
    // A key's booking and when its cycle ends: the first cycle's, or a membership cycle's own.
    const ends = new Map<string, { booking: MentorBookingRow; end: Date }>();
    for (const b of bookings.values()) ends.set(bookingKey(kindOf(b), b.id), { booking: b, end: firstCycle(b).end });
    for (const c of cycles) {
      const parent = parents.get(c.bookingId);
      if (parent) ends.set(bookingKey(CYCLE_KIND, c.id), { booking: parent, end: c.end });
    }
    const ended = [...new Set([...ends.values()].filter((e) => e.end <= now).map((e) => e.booking.id))];
    const waiting = await this.deps.sessions.unsettledBookings(ended, now);
    let released = 0;
    for (const { bookingKey: key, mentorId } of pending) {
      const entry = ends.get(key);
      const booking = entry?.booking;
      if (!entry || !booking || entry.end > now || waiting.has(booking.id)) continue;
      released += await this.guard(`cycle end of ${key}`, async () => {
        // Numbered by the payments credited so far, so a payment that settles after a release gets its own.
        const payments = await this.deps.repo.bySource(mentorPending(mentorId), 'payment:%', key);
        const result = await this.deps.ledger.releaseRest({
          source: `release:cycle:${key}:${mentorId}:${payments.count}`,
          mentorId,
          bookingKey: key,
          memo: `Cycle ended: ${describe(booking)}`,
        });
        return result.posted;
      });
    }
    return released;
  }

  /**
   * The mentor booking behind each payment, by the payment's booking id: the booking itself, or for a membership's
   * cycle (paid on its own, with its own booking key) the plan booking it continues.
   */
  private async mentorBookings(rows: SettledPaymentRow[]): Promise<Map<string, MentorBookingRow>> {
    const direct = await this.byId(rows.filter((row) => row.bookingKind in MENTOR_KINDS).map((row) => row.bookingId));
    const cycleIds = rows.filter((row) => row.bookingKind === CYCLE_KIND).map((row) => row.bookingId);
    if (cycleIds.length === 0 || !this.deps.cycles) return direct;
    const cycles = await this.deps.cycles.byIds(cycleIds);
    const parents = await this.byId(cycles.map((c) => c.bookingId));
    for (const cycle of cycles) {
      const parent = parents.get(cycle.bookingId);
      if (parent) direct.set(cycle.id, parent);
    }
    return direct;
  }

  private async byId(ids: string[]): Promise<Map<string, MentorBookingRow>> {
    const rows = ids.length ? await this.deps.bookings.findByIds([...new Set(ids)]) : [];
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** One fact's failure is logged and left for the next run; it must not stop the others. */
  private async guard(what: string, work: () => Promise<boolean>): Promise<number> {
    try {
      return (await work()) ? 1 : 0;
    } catch (error) {
      this.deps.log.error({ err: error }, `ledger: could not post ${what}`);
      return 0;
    }
  }
}
