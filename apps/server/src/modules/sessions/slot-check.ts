import type { Tx } from '../../db/transaction';
import type { AvailabilityService } from './availability.service';
import { rulesOf } from './availability.service';
import { EXCLUSION_VIOLATION, hasSqlState } from '../../lib/sql-state';
import { busyIntervals, refuse, type BookingEntitlement } from './session-rules';
import type { SessionsRepo } from './sessions.repo';
import type { SessionRow } from './sessions.schema';
import { isSlotStart } from './slots';

const HOUR = 3_600_000;

/**
 * The time, checked: not past, inside notice and horizon, one of the mentor's slots given their other sessions
 * (a group session's own seats do not block it), and for a group a seat left. Answers the session's times.
 */
export async function checkSlot(
  availability: Pick<AvailabilityService, 'row' | 'calendarBusy'>,
  repo: SessionsRepo,
  tx: Tx,
  args: {
    plan: BookingEntitlement;
    mentorId: string;
    start: Date;
    now: Date;
    except?: SessionRow;
    /** The booking the time is for: its learner's own held weekly times are not in its way. */
    booking?: { id: string };
  },
) {
  const { plan, mentorId, start, now } = args;
  if (start <= now) throw refuse('START_IN_PAST');
  const rules = rulesOf(await availability.row(mentorId, tx));
  if (start.getTime() < now.getTime() + rules.minNoticeMinutes * 60_000) throw refuse('INSIDE_NOTICE');
  if (start.getTime() > now.getTime() + rules.horizonDays * 24 * HOUR) throw refuse('BEYOND_HORIZON');
  const minutes = plan.option.minutes;
  const end = new Date(start.getTime() + minutes * 60_000);
  const group = plan.entitlement.format === 'GROUP';
  const groupKey = group ? `group:${mentorId}:${start.toISOString()}` : null;
  const rows = await repo.busy(mentorId, new Date(start.getTime() - 24 * HOUR), new Date(end.getTime() + 24 * HOUR));
  const busy = busyIntervals(
    rows,
    rules.bufferMinutes,
    (row) => row.id === args.except?.id || (groupKey !== null && row.groupKey === groupKey),
  );
  const query = {
    rules,
    busy,
    calendarBusy: await availability.calendarBusy(
      mentorId,
      start,
      end,
      tx,
      args.booking?.id ?? args.except?.bookingId ?? null,
    ),
    now,
    from: start,
    to: new Date(start.getTime() + 1),
    durationMinutes: minutes,
    weekendsOnly: plan.entitlement.weekendsOnly,
  };
  if (!isSlotStart(query, start)) throw refuse('SLOT_UNAVAILABLE');
  let roomUrl: string | null = null;
  if (groupKey) {
    await repo.lockGroup(groupKey);
    const seats = await repo.groupSeats(groupKey);
    if (seats.seats >= plan.entitlement.seats) throw refuse('GROUP_FULL');
    roomUrl = seats.roomUrl;
  }
  return { start, end, blockedUntil: new Date(end.getTime() + rules.bufferMinutes * 60_000), groupKey, roomUrl };
}

/** Runs a write that claims mentor time; the exclusion constraint's refusal becomes SLOT_TAKEN. */
export async function writeClaimingTime(work: () => Promise<SessionRow>): Promise<SessionRow> {
  try {
    return await work();
  } catch (error) {
    if (hasSqlState(error, EXCLUSION_VIOLATION)) throw refuse('SLOT_TAKEN');
    throw error;
  }
}
