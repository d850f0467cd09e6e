import type { Tx } from '../../db/transaction';
import { isAppError } from '../../lib/app-error';
import type { ChosenTimeResult } from '../bookings/chosen-times';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { mailBothSides, type SessionMentor } from './session-mails';
import { entitlementOf, firstCycle, refuse, type BookingEntitlement } from './session-rules';
import type { CycleWindow, SessionsDeps } from './sessions-deps';
import type { SessionsRepo } from './sessions.repo';
import type { SessionRow } from './sessions.schema';

/** The parts of SessionsService this step uses (its clock, the mentor, and the claim bookSession makes). */
interface Sessions {
  now(): Date;
  mentorOf(mentorId: string | null, tx?: Tx): Promise<SessionMentor>;
  claim(
    repo: SessionsRepo,
    tx: Tx,
    args: {
      booking: MentorBookingRow;
      plan: BookingEntitlement;
      mentorId: string;
      start: Date;
      now: Date;
      idempotencyKey: string;
      cycle?: number;
    },
  ): Promise<SessionRow>;
}

/**
 * The times chosen with a new booking, booked in the booking's own transaction `tx` (createBookAmentor: one call,
 * issue 33). Each time gets the checks bookSession makes and is answered on its own: booked, or refused with
 * bookSession's reason (taken, outside the cycle, …). A refused time does not undo the booking or the other times:
 * the checks throw before writing, and the session's insert runs in its own savepoint (sessions.repo.ts), so the
 * exclusion constraint's refusal undoes that row only.
 */
export async function bookChosenTimes(
  sessions: Sessions,
  deps: SessionsDeps,
  args: { booking: MentorBookingRow; starts: readonly Date[]; tx: Tx; token: string; cycle?: CycleWindow },
): Promise<ChosenTimeResult[]> {
  const { booking, starts, tx, token } = args;
  if (starts.length === 0) return [];
  const now = sessions.now();
  const repo = deps.repo.in(tx);
  const plan = entitlementOf(booking);
  const cycle = args.cycle ?? { number: 1, ...firstCycle(booking), included: plan.option.sessions };
  const mentor = booking.mentorId ? await sessions.mentorOf(booking.mentorId, tx) : null;
  const results: ChosenTimeResult[] = [];
  let used = cycle.number === 1 ? 0 : await repo.countUsed(booking.id, cycle.number);
  for (const start of starts) {
    try {
      if (!mentor) throw refuse('NO_MENTOR');
      // Unique per booking (a booking's times are distinct), as bookSession's keys are.
      const idempotencyKey = `chosen-${start.toISOString()}`;
      // Asked again (a membership's standing times booked once more after a payment): the session it made.
      const again = await repo.findByIdempotencyKey(booking.id, idempotencyKey);
      if (again?.status === 'BOOKED') {
        results.push({ start, session: again, reason: null, message: null });
        continue;
      }
      if (again) throw refuse('SLOT_UNAVAILABLE');
      if (start < cycle.start || start >= cycle.end) throw refuse('OUTSIDE_CYCLE');
      if (used >= cycle.included) throw refuse('ENTITLEMENT_USED');
      const session = await sessions.claim(repo, tx, {
        booking,
        plan,
        mentorId: mentor.id,
        start,
        now,
        idempotencyKey,
        cycle: cycle.number,
      });
      used++;
      await mailBothSides(deps, tx, { change: 'booked', session, booking, mentor, token });
      results.push({ start, session, reason: null, message: null });
    } catch (error) {
      // A refusal with its reason is this time's answer; anything else (the database, a bug) fails the booking.
      const reason: unknown = isAppError(error) ? error.details?.reason : undefined;
      if (!isAppError(error) || typeof reason !== 'string') throw error;
      results.push({ start, session: null, reason, message: error.message });
    }
  }
  return results;
}
