import { AvailabilitySchema, defaultAvailability, type Availability } from '@eazy2con/shared/sessions';
import type { Tx } from '../../db/transaction';
import { parseInput } from '../../lib/validate';
import type { MentorViewer } from '../accounts/viewer';
import type { AvailabilityRepo } from './availability.repo';
import type { AvailabilityRow } from './sessions.schema';
import type { AvailabilityRules, Interval } from './slots';
import type { CalendarBusyPort } from './calendar-busy';
import type { StandingHoldsPort } from './sessions-ports';

/** The page's view of a stored row (notice in hours, horizon in weeks), or the defaults when none is stored. */
export function availabilityOf(row: AvailabilityRow | null): Availability {
  if (!row) return defaultAvailability();
  return {
    timeZone: row.timeZone,
    weekly: row.weekly,
    overrides: row.overrides,
    timeOff: row.timeOff,
    minNoticeHours: Math.round(row.minNoticeMinutes / 60),
    bufferMinutes: row.bufferMinutes,
    horizonWeeks: Math.round(row.horizonDays / 7),
    acceptingNewMentees: row.acceptingNewMentees,
  };
}

/** What the slot engine needs; a mentor without a stored row has no hours at all. */
export function rulesOf(row: AvailabilityRow | null): AvailabilityRules {
  const a = availabilityOf(row);
  return {
    timeZone: a.timeZone,
    weekly: a.weekly,
    overrides: a.overrides,
    timeOff: a.timeOff,
    minNoticeMinutes: row?.minNoticeMinutes ?? a.minNoticeHours * 60,
    bufferMinutes: a.bufferMinutes,
    horizonDays: row?.horizonDays ?? a.horizonWeeks * 7,
  };
}

export const toRow = (mentorId: string, a: Availability) => ({
  mentorId,
  timeZone: a.timeZone,
  weekly: a.weekly,
  overrides: a.overrides,
  timeOff: a.timeOff,
  minNoticeMinutes: a.minNoticeHours * 60,
  bufferMinutes: a.bufferMinutes,
  horizonDays: a.horizonWeeks * 7,
  acceptingNewMentees: a.acceptingNewMentees,
});

/**
 * A mentor's bookable hours (issue 22, the dashboard's "Availability"). Saving replaces the rules for slots to come;
 * sessions already booked keep their times (they live in their own rows and are never recomputed).
 */
export class AvailabilityService {
  constructor(
    private readonly repo: AvailabilityRepo,
    /** The mentor's own calendars' busy times (issue 37); none without the busy-calendars module. */
    private readonly calendars?: CalendarBusyPort,
    /** Regular learners' weekly times beyond their paid cycles (issue 36); none without the memberships module. */
    private readonly holds?: StandingHoldsPort,
  ) {}

  async forMentor(viewer: MentorViewer): Promise<Availability> {
    return availabilityOf(await this.repo.find(viewer.mentor.id));
  }

  async save(viewer: MentorViewer, input: unknown): Promise<Availability> {
    const availability = parseInput(AvailabilitySchema, input);
    return availabilityOf(await this.repo.upsert(toRow(viewer.mentor.id, availability)));
  }

  /** The stored row (or null) for the slot engine, read in `tx` when given. */
  row(mentorId: string, tx?: Tx): Promise<AvailabilityRow | null> {
    return (tx ? this.repo.in(tx) : this.repo).find(mentorId);
  }

  /**
   * The mentor's time taken outside their sessions, overlapping [from, to), read beside their hours for the slot
   * engine: their own calendars' busy times, and the weekly times their regular learners hold (but those of
   * `forBooking`, the booking asking, if any).
   */
  async calendarBusy(mentorId: string, from: Date, to: Date, tx?: Tx, forBooking?: string | null): Promise<Interval[]> {
    const [calendar, held] = await Promise.all([
      this.calendars ? this.calendars.busyBetween(mentorId, from, to, tx) : [],
      this.holds ? this.holds.heldBetween(mentorId, from, to, forBooking ?? null, tx) : [],
    ]);
    return [...calendar, ...held];
  }

  /** False only when the mentor said they take no new mentees; a mentor without a row has said nothing. */
  async acceptsNewMentees(mentorId: string): Promise<boolean> {
    return (await this.repo.find(mentorId))?.acceptingNewMentees ?? true;
  }
}
