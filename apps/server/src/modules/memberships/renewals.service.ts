import { CARD_RETRY_DAYS, RENEWAL_REMINDER_DAYS } from '@eazy2con/shared/memberships';
import { addDays } from '@eazy2con/shared/zoned-time';
import type { Tx } from '../../db/transaction';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { adoptPaidBookings, bookStandingTimes, ensureNextCycle } from './membership-cycles';
import { cycleEnd, dayStart, isPaid, lagosDay } from './membership-rules';
import type { CardChargeOutcome, MembershipsDeps, RenewalCard } from './memberships-deps';
import type { MembershipsRepo } from './memberships.repo';
import type { MembershipCycleRow, MembershipRow } from './memberships.schema';
import { RenewalNotices } from './renewal-notices';

const DAY = 86_400_000;
const BATCH = 100;
/** How often the job runner calls run(): renewals happen on Lagos days, reminders within the hour is plenty. */
export const RENEWALS_EVERY_MS = 10 * 60_000;

/** Work a renewal step leaves for after its transaction: a card to charge, or an invoice to open. */
interface FollowUp {
  cycle: MembershipCycleRow;
  card: RenewalCard | null;
  email: string;
}

/**
 * The renewal job (issue 36, decision 0045), every step idempotent and taken under the membership's row lock, so
 * any number of instances can run it: the reminder three days before a cycle ends; on the renewal day the next
 * cycle, its standing times held, and its payment (the saved card, or an invoice with its own transfer account);
 * retries of the card during the grace; at the grace's end the times released and the membership ended; the end of
 * a cancelled membership and of a pause. Every date is a Lagos day on the app's one clock.
 */
export class RenewalsService {
  private readonly notices: RenewalNotices;

  constructor(private readonly deps: MembershipsDeps) {
    this.notices = new RenewalNotices(deps);
  }

  async run(): Promise<number> {
    const now = this.deps.now();
    const today = lagosDay(now);
    await adoptPaidBookings(this.deps, today, BATCH);
    const due = await this.deps.repo.due(today, addDays(today, RENEWAL_REMINDER_DAYS), BATCH);
    let done = 0;
    for (const membership of due) {
      try {
        done += await this.step(membership.bookingId);
      } catch (error) {
        this.deps.log.error({ err: error, bookingId: membership.bookingId }, 'memberships: renewal step failed');
      }
    }
    if (done > 0) this.deps.notifications.kick();
    return done;
  }

  /**
   * A cycle was paid (the payments module's settlement, in its transaction): it becomes the cycle in force and the
   * membership is active again, whatever grace it was in. Its standing times are booked after (bookPaidCycle).
   */
  async cyclePaid(repo: MembershipsRepo, cycle: MembershipCycleRow): Promise<void> {
    const membership = await repo.lock(cycle.bookingId);
    if (!membership || cycle.number <= membership.currentCycle) return;
    await repo.update(cycle.bookingId, {
      currentCycle: cycle.number,
      renewsOn: cycle.endsOn,
      status: membership.status === 'ENDING' || membership.status === 'PAUSED' ? membership.status : 'ACTIVE',
      graceUntil: null,
      nextPlanOption: null,
    });
  }

  /** After a cycle's payment committed: its standing times, booked (those already held are kept). */
  async bookPaidCycle(cycleId: string): Promise<void> {
    await this.deps.repo.transaction(async (repo, tx) => {
      const cycle = await repo.cycleById(cycleId);
      const booking = cycle ? await this.deps.bookings.lockById(cycle.bookingId, tx) : null;
      if (!cycle || !booking || !isPaid(cycle)) return;
      await bookStandingTimes(this.deps, repo, booking, cycle, tx);
    });
  }

  /**
   * One membership's due work. The saved card is looked up, charged and an invoice opened outside the transaction
   * (each is a call of the payments module with transactions of its own, a provider call among them, and must not
   * hold these locks); their answers are recorded after, under the locks again.
   */
  private async step(bookingId: string): Promise<number> {
    const [known] = await this.deps.bookings.findByIds([bookingId]);
    const card = known ? await this.deps.payments.cardFor(known.email) : null;
    const followUp = await this.deps.repo.transaction(async (repo, tx) => {
      const booking = await this.deps.bookings.lockById(bookingId, tx);
      const membership = booking ? await repo.lock(bookingId) : null;
      if (!booking || !membership) return null;
      return this.advance(repo, tx, membership, booking, card);
    });
    if (!followUp) return 1;
    if (followUp.card) {
      // A PAID answer was settled by the payments module, which made the cycle current.
      const attempt = followUp.cycle.chargeAttempts + 1;
      const outcome = await this.deps.payments
        .chargeCard(followUp.card.id, followUp.cycle.id, attempt)
        .catch((error: unknown): CardChargeOutcome => ({
          outcome: 'DECLINED',
          message: error instanceof Error ? error.message : String(error),
        }));
      if (outcome.outcome !== 'UNUSABLE') {
        await this.afterCharge(followUp.cycle, outcome);
        return 1;
      }
    }
    const invoicePath = await this.deps.payments.invoice(followUp.cycle.id, followUp.email);
    await this.deps.repo.transaction(async (repo, tx) => {
      const booking = await this.deps.bookings.lockById(bookingId, tx);
      const membership = await repo.lock(bookingId);
      if (!booking || !membership?.graceUntil) return;
      await this.notices.paymentNeeded(tx, booking, followUp.cycle, 'TRANSFER', membership.graceUntil, invoicePath);
    });
    this.deps.notifications.kick();
    return 1;
  }

  /** Moves a locked membership on; answers a card charge to make once the locks are released. */
  private async advance(
    repo: MembershipsRepo,
    tx: Tx,
    membership: MembershipRow,
    booking: MentorBookingRow,
    card: RenewalCard | null,
  ): Promise<FollowUp | null> {
    const now = this.deps.now();
    const today = lagosDay(now);
    if (membership.status === 'PAUSED') {
      if (membership.pausedUntil && membership.pausedUntil <= today) {
        await repo.update(booking.id, { status: 'ACTIVE', pausedUntil: null });
      }
      return null;
    }
    if (membership.status === 'ENDING') {
      if (membership.renewsOn <= today) await repo.update(booking.id, { status: 'ENDED', endedAt: now });
      return null;
    }
    if (membership.status === 'ACTIVE') {
      if (membership.renewsOn > today) {
        await this.remind(repo, tx, membership, booking, card);
        return null;
      }
      return this.renew(repo, tx, membership, booking, card);
    }
    if (membership.status === 'IN_GRACE') return this.inGrace(repo, tx, membership, booking, card);
    return null;
  }

  /** The reminder before the renewal, once per cycle. */
  private async remind(
    repo: MembershipsRepo,
    tx: Tx,
    membership: MembershipRow,
    booking: MentorBookingRow,
    card: RenewalCard | null,
  ) {
    const current = await repo.cycle(booking.id, membership.currentCycle);
    if (!current || !membership.autoRenew) return;
    if (!(await repo.claimReminder(current.id, this.deps.now()))) return;
    const next = await ensureNextCycle(this.deps, repo, membership, booking, tx);
    if (isPaid(next)) return;
    // The next cycle's weekly times are held from now (its first days would be inside the mentor's notice on the
    // renewal day itself), so nobody else takes a regular learner's time; an unpaid cycle releases them at lapse.
    await bookStandingTimes(this.deps, repo, booking, next, tx);
    await this.deps.notifications.notify(tx, {
      template: 'membership-renewal-reminder',
      data: {
        name: booking.fullName,
        with: await this.notices.mentorName(booking, tx),
        amountKobo: next.amountKobo,
        path: this.notices.page(booking.id),
        renewsAt: dayStart(membership.renewsOn).toISOString(),
        method: card ? `your card ending ${card.last4}` : 'bank transfer',
        carried: next.sessionsCarried,
        // The card pays this renewal but will not be charged at the one after: its holder is told now, with a cycle
        // to pay with it again, rather than meeting a transfer invoice on that day.
        ...(card && card.usableUntil.getTime() < dayStart(cycleEnd(membership.renewsOn)).getTime()
          ? { cardUsableUntil: card.usableUntil.toISOString() }
          : {}),
      },
      email: booking.email,
      phone: booking.phone,
      channels: booking.channels,
    });
  }

  /** The renewal day: the next cycle exists, its times are held, and its payment is asked for. */
  private async renew(
    repo: MembershipsRepo,
    tx: Tx,
    membership: MembershipRow,
    booking: MentorBookingRow,
    card: RenewalCard | null,
  ): Promise<FollowUp | null> {
    const next = await ensureNextCycle(this.deps, repo, membership, booking, tx);
    if (isPaid(next)) {
      await this.cyclePaid(repo, next);
      return null;
    }
    // The grace runs through its last day: with 3 days, the card is tried on the renewal day and on days 1 and 3.
    const graceUntil = dayStart(addDays(membership.renewsOn, this.deps.graceDays + 1));
    await repo.update(booking.id, { status: 'IN_GRACE', graceUntil });
    await bookStandingTimes(this.deps, repo, booking, next, tx);
    return { cycle: next, card, email: booking.email };
  }

  /** During the grace: paid meanwhile, a card retry due, or the end of the grace. */
  private async inGrace(
    repo: MembershipsRepo,
    tx: Tx,
    membership: MembershipRow,
    booking: MentorBookingRow,
    card: RenewalCard | null,
  ): Promise<FollowUp | null> {
    const next = await repo.cycle(booking.id, membership.currentCycle + 1);
    if (!next || next.cancelledAt) {
      await repo.update(booking.id, { status: 'ACTIVE', graceUntil: null });
      return null;
    }
    if (isPaid(next)) {
      await this.cyclePaid(repo, next);
      return null;
    }
    const now = this.deps.now();
    if (membership.graceUntil && now >= membership.graceUntil) {
      await this.lapse(repo, tx, membership, booking, next);
      return null;
    }
    if (!card) return null;
    // Day 0 is the renewal day's charge; the retries follow on the grace days listed, one each.
    const graceDay = Math.floor((now.getTime() - dayStart(membership.renewsOn).getTime()) / DAY);
    const retriesDue = CARD_RETRY_DAYS.filter((d) => d <= graceDay).length;
    if (next.chargeAttempts >= 1 + retriesDue) return null;
    return { cycle: next, card, email: booking.email };
  }

  /** The grace ended unpaid: the held times go back to the mentor, and both sides are told. */
  private async lapse(
    repo: MembershipsRepo,
    tx: Tx,
    membership: MembershipRow,
    booking: MentorBookingRow,
    next: MembershipCycleRow,
  ) {
    const now = this.deps.now();
    await repo.updateCycle(next.id, { lapsedAt: now });
    await this.deps.sessions.releaseCycle(booking.id, next.number, tx);
    await repo.update(booking.id, { status: 'ENDED', endedAt: now, graceUntil: null });
    const mentorName = await this.notices.mentorName(booking, tx);
    await this.deps.notifications.notify(tx, {
      template: 'membership-ended',
      data: { name: booking.fullName, with: mentorName, forMentor: false, path: '/book-mentor' },
      email: booking.email,
      phone: booking.phone,
      channels: booking.channels,
    });
    const mentor = await this.notices.mentorOf(booking, tx);
    if (mentor?.email) {
      await this.deps.notifications.notify(tx, {
        template: 'membership-ended',
        data: { name: mentor.name, with: booking.fullName, forMentor: true, path: '/mentor-dashboard/sessions' },
        email: mentor.email,
        channels: ['EMAIL'],
      });
    }
    this.deps.log.info({ bookingId: booking.id, cycle: next.number }, 'memberships: ended unpaid after grace');
  }

  /** Records a card charge's answer and tells the payer what they must do when it did not go through. */
  private async afterCharge(cycle: MembershipCycleRow, outcome: CardChargeOutcome): Promise<void> {
    await this.deps.repo.transaction(async (repo, tx) => {
      const booking = await this.deps.bookings.lockById(cycle.bookingId, tx);
      const membership = booking ? await repo.lock(cycle.bookingId) : null;
      const current = await repo.cycleById(cycle.id);
      if (!booking || !membership || !current) return;
      await repo.updateCycle(cycle.id, {
        chargeAttempts: current.chargeAttempts + 1,
        lastChargeAt: this.deps.now(),
        lastChargeError: outcome.outcome === 'DECLINED' ? outcome.message.slice(0, 500) : null,
        authorizationUrl: outcome.outcome === 'AUTHORISE' ? outcome.url : null,
      });
      if (outcome.outcome === 'PAID' || outcome.outcome === 'PENDING' || outcome.outcome === 'UNUSABLE') return;
      if (isPaid(current)) return;
      const graceUntil = membership.graceUntil ?? new Date(this.deps.now().getTime() + this.deps.graceDays * DAY);
      await this.notices.paymentNeeded(
        tx,
        booking,
        current,
        outcome.outcome,
        graceUntil,
        outcome.outcome === 'AUTHORISE' ? outcome.url : this.notices.page(booking.id),
      );
    });
    if (outcome.outcome === 'PAID') await this.bookPaidCycle(cycle.id);
    this.deps.notifications.kick();
  }
}
