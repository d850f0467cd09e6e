import { CYCLE_DAYS } from '@eazy2con/shared/plans';
import { dayLabel, DEFAULT_TIME_ZONE, slotLabel } from '@eazy2con/shared/session-basics';
import { addDays } from '@eazy2con/shared/booking-dates';
import { watInstant } from '@eazy2con/shared/wat-time';

/** The viewer's IANA time zone, as the browser reports it. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A chosen time as the booker reads it: 'Tuesday 1 October, 10:00 WAT' (their own zone beside it if different). */
export function timeLabel(start: string, zone: string = viewerZone()): string {
  const instant = new Date(start);
  return `${dayLabel(instant, zone)}, ${slotLabel(instant, zone)}`;
}

export interface FirstCycle {
  /** The earliest time offered: the start date's midnight in Lagos, or now when that has passed. */
  notBefore: Date;
  /**
   * The latest start offered: just before the cycle's end, four weeks after the start date's midnight in Lagos (the
   * server refuses a start at the end itself; the slot picker takes this bound as inclusive).
   */
  notAfter: Date;
  /** Its first and last days, as the line above the times writes them ('Tuesday 1 October'). */
  firstDay: string;
  lastDay: string;
}

/** The first cycle of a booking starting on `startDate` (YYYY-MM-DD): the only one its first payment buys. */
export function firstCycle(startDate: string, now: Date = new Date()): FirstCycle {
  const start = watInstant(startDate, 0);
  return {
    notBefore: start.getTime() > now.getTime() ? start : now,
    notAfter: new Date(watInstant(addDays(startDate, CYCLE_DAYS), 0).getTime() - 1),
    firstDay: dayLabel(start, DEFAULT_TIME_ZONE),
    lastDay: dayLabel(watInstant(addDays(startDate, CYCLE_DAYS - 1), 0), DEFAULT_TIME_ZONE),
  };
}

/** Whether a chosen time lies inside the cycle (a later start date can leave earlier choices outside it). */
export const insideCycle = (start: string, cycle: FirstCycle): boolean => {
  const time = Date.parse(start);
  return time >= cycle.notBefore.getTime() && time <= cycle.notAfter.getTime();
};
