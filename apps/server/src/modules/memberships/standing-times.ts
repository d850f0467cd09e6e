import type { Entitlement, PlanOption } from '@eazy2con/shared/plans';
import { isSlotStart, type AvailabilityRules } from '../sessions/slots';
import { standingStarts } from './membership-rules';
import type { StandingTimeRow } from './memberships.schema';

const WEEK = 7 * 86_400_000;

/**
 * Whether a weekly time is inside the mentor's hours: one of its next four weeks (after the notice) is a slot of
 * their hours for this plan's session length. One week off or a day's override does not make a regular time
 * wrong, and other learners' sessions are not counted here: the booking of each week's session checks those.
 */
export function withinHours(
  time: Pick<StandingTimeRow, 'weekday' | 'minuteOfDay' | 'timeZone'>,
  rules: AvailabilityRules,
  option: PlanOption,
  entitlement: Entitlement,
  now: Date,
): boolean {
  const from = new Date(now.getTime() + rules.minNoticeMinutes * 60_000);
  const to = new Date(from.getTime() + 4 * WEEK);
  const query = {
    rules,
    busy: [],
    now,
    from,
    to,
    durationMinutes: option.minutes,
    weekendsOnly: entitlement.weekendsOnly,
  };
  return standingStarts([time], from, to).some((start) => isSlotStart(query, start));
}

/**
 * Whether weekly times overlap times another regular learner of the mentor keeps (`others`): compared over the
 * next four weeks, so times in different zones meet as the instants they are.
 */
export function clashesWithHeld(
  times: readonly Pick<StandingTimeRow, 'weekday' | 'minuteOfDay' | 'timeZone' | 'minutes'>[],
  others: readonly Pick<StandingTimeRow, 'weekday' | 'minuteOfDay' | 'timeZone' | 'minutes'>[],
  now: Date,
): boolean {
  const to = new Date(now.getTime() + 4 * WEEK);
  const occurrences = (list: typeof times) =>
    list.flatMap((time) =>
      standingStarts([time], now, to).map((start) => ({ start, end: start.getTime() + time.minutes * 60_000 })),
    );
  const held = occurrences(others);
  return occurrences(times).some((mine) =>
    held.some((other) => mine.start.getTime() < other.end && other.start.getTime() < mine.end),
  );
}
