import { PAUSE_DAYS } from '@eazy2con/shared/memberships';
import { planOption } from '@eazy2con/shared/plans';
import {
  CancelMembershipSchema,
  ChangeMembershipPlanSchema,
  MembershipRefSchema,
  MembershipsOfSchema,
  PauseMembershipSchema,
  PayNextCycleSchema,
  SetAutoRenewSchema,
  SetStandingTimesSchema,
} from '@eazy2con/shared/validation/memberships';
import { addDays } from '@eazy2con/shared/zoned-time';
import { isValidTimeZone } from '@eazy2con/shared/zoned-time';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { rulesOf } from '../sessions/availability.service';
import { clashesWithHeld, withinHours } from './standing-times';
import { refundOnCancel, wasRefunded } from './cycle-refunds';
import { entitlementOf } from '../sessions/session-rules';
import { ensureMembership, ensureNextCycle, bookStandingTimes, nextOptionOf } from './membership-cycles';
import { dayStart, isoOfWeekday, isPaid, lagosDay, minuteOfDayOf, refuse, sessionsPerWeek } from './membership-rules';
import type { MembershipsDeps } from './memberships-deps';
import { MembershipAccess, type MembershipCaller } from './membership-access';
import { membershipView, type MembershipView } from './membership-view';

export type { MembershipView } from './membership-view';
import type { MembershipsRepo } from './memberships.repo';
import type { MembershipCycleRow, MembershipRow } from './memberships.schema';

const HOUR = 3_600_000;

export type { MembershipCaller } from './membership-access';

/**
 * Memberships (issue 36, decision 0045): the view of a booking's cycles and what its learner may change. Every rule
 * is checked here, under the membership's row lock, so two changes (or a change and the renewal job) take turns.
 */
export class MembershipsService {
  private readonly access: MembershipAccess;

  constructor(private readonly deps: MembershipsDeps) {
    this.access = new MembershipAccess(deps);
  }

  private get repo(): MembershipsRepo {
    return this.deps.repo;
  }

  /** The membership of a booking the caller may see; null when the booking is not a membership (a trial, unpaid). */
  async membership(caller: MembershipCaller, input: unknown): Promise<MembershipView | null> {
    const { bookingId, token } = parseInput(MembershipRefSchema, input);
    const booking = await this.access.readable(caller, bookingId, token);
    const membership = await ensureMembership(this.repo, booking, lagosDay(this.deps.now()));
    return membership ? this.view(membership, booking) : null;
  }

  /**
   * The memberships of several bookings at once, for a signed-in page (the account's bookings, the mentor's table):
   * those among them whose learner or mentor the caller is, each as `membership` answers it; the others are left out.
   */
  async membershipsOf(caller: MembershipCaller, input: unknown): Promise<MembershipView[]> {
    const { bookingIds } = parseInput(MembershipsOfSchema, input);
    const ids = [...new Set(bookingIds)].filter(isUuid);
    const bookings = ids.length ? await this.deps.bookings.findByIds(ids) : [];
    const today = lagosDay(this.deps.now());
    const views = await Promise.all(
      bookings
        .filter((booking) => this.access.sideOf({ viewer: caller.viewer }, booking))
        .map(async (booking) => {
          const membership = await ensureMembership(this.repo, booking, today);
          return membership ? this.view(membership, booking) : null;
        }),
    );
    return views.filter((view) => view !== null);
  }

  async setStandingTimes(caller: MembershipCaller, input: unknown): Promise<MembershipView> {
    const { bookingId, token, times } = parseInput(SetStandingTimesSchema, input);
    return this.change(caller, bookingId, token, async ({ repo, membership, booking, tx }) => {
      if (membership.status === 'ENDED') throw refuse('ENDED');
      if (!booking.mentorId) throw refuse('NO_MENTOR');
      const { entitlement } = entitlementOf(booking);
      // The option of the cycle in force (a plan change applies from its cycle on).
      const option = nextOptionOf(
        booking,
        { nextPlanOption: null },
        await repo.cycle(booking.id, membership.currentCycle),
      );
      if (times.length > sessionsPerWeek(option.sessions)) throw refuse('TOO_MANY_TIMES');
      const rows = times.map((t) => {
        if (!isValidTimeZone(t.timeZone)) throw refuse('OUTSIDE_AVAILABILITY');
        return {
          weekday: isoOfWeekday(t.weekday),
          minuteOfDay: minuteOfDayOf(t.time),
          timeZone: t.timeZone,
          mentorId: booking.mentorId,
          minutes: option.minutes,
        };
      });
      const rules = rulesOf(await this.deps.availability.row(booking.mentorId, tx));
      const now = this.deps.now();
      if (!rows.every((row) => withinHours(row, rules, option, entitlement, now))) throw refuse('OUTSIDE_AVAILABILITY');
      if (clashesWithHeld(rows, await repo.heldTimesOfMentor(booking.mentorId, booking.id), now)) {
        throw refuse('TIME_HELD');
      }
      await repo.replaceStandingTimes(booking.id, rows);
      // A cycle already paid (or held in grace) after today gets the new times at once.
      const next = await repo.cycle(booking.id, membership.currentCycle + 1);
      for (const cycle of [await repo.cycle(booking.id, membership.currentCycle), next]) {
        if (cycle && !cycle.lapsedAt && dayStart(cycle.startsOn) > now) {
          await bookStandingTimes(this.deps, repo, booking, cycle, tx);
        }
      }
      return membership;
    });
  }

  async pause(caller: MembershipCaller, input: unknown): Promise<MembershipView> {
    const { bookingId, token, days } = parseInput(PauseMembershipSchema, input);
    return this.change(caller, bookingId, token, async ({ repo, membership, booking, tx }) => {
      if (membership.status !== 'ACTIVE') throw refuse('PAUSE_NOT_ACTIVE');
      if (membership.pausedInCycle === membership.currentCycle) throw refuse('PAUSED_ALREADY');
      if (days < PAUSE_DAYS.min || days > PAUSE_DAYS.max) throw refuse('PAUSE_NOT_ACTIVE');
      const now = this.deps.now();
      const today = lagosDay(now);
      const pausedUntil = addDays(today, days);
      // The paid cycle runs `days` longer, so the weeks paused are not lost, and the renewal moves with it.
      const current = await repo.cycle(booking.id, membership.currentCycle);
      if (current) await repo.updateCycle(current.id, { endsOn: addDays(current.endsOn, days) });
      const { entitlement } = entitlementOf(booking);
      await this.deps.sessions.releaseBetween(
        booking.id,
        new Date(now.getTime() + entitlement.freeChangeHours * HOUR),
        dayStart(pausedUntil),
        tx,
      );
      return repo.update(booking.id, {
        status: 'PAUSED',
        pausedUntil,
        pausedInCycle: membership.currentCycle,
        renewsOn: addDays(membership.renewsOn, days),
      });
    });
  }

  async resume(caller: MembershipCaller, input: unknown): Promise<MembershipView> {
    const { bookingId, token } = parseInput(MembershipRefSchema, input);
    return this.change(caller, bookingId, token, async ({ repo, membership, booking }) => {
      if (membership.status !== 'PAUSED' || !membership.pausedUntil) throw refuse('NOT_PAUSED');
      const today = lagosDay(this.deps.now());
      // Back early: the days not used are given back to the renewal date.
      const unused = Math.max(
        0,
        Math.round((dayStart(membership.pausedUntil).getTime() - dayStart(today).getTime()) / (24 * HOUR)),
      );
      const current = await repo.cycle(booking.id, membership.currentCycle);
      if (current && unused > 0) await repo.updateCycle(current.id, { endsOn: addDays(current.endsOn, -unused) });
      return repo.update(booking.id, {
        status: 'ACTIVE',
        pausedUntil: null,
        renewsOn: addDays(membership.renewsOn, -unused),
      });
    });
  }

  async cancel(caller: MembershipCaller, input: unknown): Promise<MembershipView> {
    const { bookingId, token, reason } = parseInput(CancelMembershipSchema, input);
    return this.change(caller, bookingId, token, async ({ repo, membership, booking, tx }) => {
      if (membership.status === 'ENDED' || membership.status === 'ENDING') throw refuse('NOT_CANCELLABLE');
      await this.dropUnpaidNext(repo, membership, booking, tx);
      const cancelled = {
        autoRenew: false,
        cancelReason: reason ?? null,
        cancelledAt: this.deps.now(),
        graceUntil: null,
      };
      const refunded = await refundOnCancel(this.deps, repo, membership, booking, tx);
      if (refunded === 'ENDED_NOW')
        return repo.update(booking.id, { ...cancelled, status: 'ENDED', endedAt: this.deps.now() });
      return repo.update(booking.id, { ...cancelled, status: 'ENDING', ...refunded });
    });
  }

  async setAutoRenew(caller: MembershipCaller, input: unknown): Promise<MembershipView> {
    const { bookingId, token, on } = parseInput(SetAutoRenewSchema, input);
    return this.change(caller, bookingId, token, async ({ repo, membership, booking, tx }) => {
      if (membership.status === 'ENDED') throw refuse('ENDED');
      if (await wasRefunded(repo, membership)) throw refuse('REFUNDED');
      if (on) {
        return repo.update(booking.id, {
          autoRenew: true,
          status: membership.status === 'ENDING' ? 'ACTIVE' : membership.status,
          cancelReason: null,
          cancelledAt: null,
        });
      }
      await this.dropUnpaidNext(repo, membership, booking, tx);
      return repo.update(booking.id, { autoRenew: false, status: 'ENDING', graceUntil: null });
    });
  }

  async changePlan(caller: MembershipCaller, input: unknown): Promise<MembershipView> {
    const { bookingId, token, planOption: optionId } = parseInput(ChangeMembershipPlanSchema, input);
    return this.change(caller, bookingId, token, async ({ repo, membership, booking }) => {
      if (membership.status === 'ENDED') throw refuse('ENDED');
      const { plan } = entitlementOf(booking);
      if (!planOption(plan, optionId) || plan.options.every((o) => o.id !== optionId)) throw refuse('NO_SUCH_OPTION');
      return repo.update(booking.id, { nextPlanOption: optionId });
    });
  }

  /** Pays the next cycle now: its card checkout or its invoice, answered as `payLink` with the membership. */
  async payNextCycle(caller: MembershipCaller, input: unknown): Promise<MembershipView> {
    const { bookingId, token, method } = parseInput(PayNextCycleSchema, input);
    let cycle: MembershipCycleRow | null = null;
    const view = await this.change(caller, bookingId, token, async ({ repo, membership, booking, tx }) => {
      if (membership.status === 'ENDED') throw refuse('ENDED');
      if (await wasRefunded(repo, membership)) throw refuse('REFUNDED');
      cycle = await ensureNextCycle(this.deps, repo, membership, booking, tx);
      if (isPaid(cycle)) throw refuse('NEXT_ALREADY_PAID');
      // Paying early says the learner wants it: a cancelled renewal is on again.
      if (membership.status === 'ENDING') return repo.update(booking.id, { status: 'ACTIVE', autoRenew: true });
      return membership;
    });
    const due = cycle as MembershipCycleRow | null;
    if (!due) return view;
    const email = (await this.access.booking(bookingId)).email;
    const payLink =
      method === 'CARD'
        ? await this.deps.payments.checkout(due.id, email)
        : await this.deps.payments.invoice(due.id, email);
    return { ...view, payLink };
  }

  /** The paid cycle whose dates hold `start` (sessions' port): only a paid one takes extra bookings. */
  async paidCycleAt(bookingId: string, start: Date, tx?: Tx) {
    const cycle = await (tx ? this.repo.in(tx) : this.repo).cycleOn(bookingId, lagosDay(start));
    if (!cycle || !isPaid(cycle) || cycle.number === 1) return null;
    const window = { start: dayStart(cycle.startsOn), end: dayStart(cycle.endsOn) };
    if (start < window.start || start >= window.end) return null;
    return { number: cycle.number, ...window, included: cycle.sessionsIncluded + cycle.sessionsCarried };
  }

  async cycleWindow(bookingId: string, number: number, tx: Tx) {
    const cycle = await this.repo.in(tx).cycle(bookingId, number);
    return cycle ? { start: dayStart(cycle.startsOn), end: dayStart(cycle.endsOn) } : null;
  }

  /** The view of a membership, counted from its rows and its sessions. */
  view(membership: MembershipRow, booking: MentorBookingRow): Promise<MembershipView> {
    return membershipView(this.deps, membership, booking);
  }

  /** Cancelling stops the next cycle: an unpaid one is dropped with the times held for it. */
  private async dropUnpaidNext(repo: MembershipsRepo, membership: MembershipRow, booking: MentorBookingRow, tx: Tx) {
    const next = await repo.cycle(booking.id, membership.currentCycle + 1);
    if (!next || isPaid(next)) return;
    await repo.updateCycle(next.id, { cancelledAt: this.deps.now() });
    await this.deps.sessions.releaseCycle(booking.id, next.number, tx);
  }

  /**
   * A change by the learner, in one transaction under the booking's and the membership's locks;
   * answers the membership as the query does. A mentor may read but not change; a stranger gets NOT_FOUND.
   */
  private async change(
    caller: MembershipCaller,
    bookingId: string,
    token: string | null | undefined,
    work: (args: {
      repo: MembershipsRepo;
      membership: MembershipRow;
      booking: MentorBookingRow;
      tx: Tx;
    }) => Promise<MembershipRow>,
  ): Promise<MembershipView> {
    const who = { viewer: caller.viewer, token: token ?? caller.token };
    const { membership, booking } = await this.repo.transaction(async (repo, tx) => {
      const booking = isUuid(bookingId) ? await this.deps.bookings.lockById(bookingId, tx) : null;
      const side = booking ? this.access.sideOf(who, booking) : null;
      // The mentor reads the membership but changes nothing of it: to a change, they are a stranger.
      if (!booking || !side || side === 'MENTOR') throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      await ensureMembership(repo, booking, lagosDay(this.deps.now()));
      const locked = await repo.lock(booking.id);
      if (!locked) throw refuse('NOT_A_MEMBERSHIP');
      return { membership: await work({ repo, membership: locked, booking, tx }), booking };
    });
    return this.view(membership, booking);
  }
}
