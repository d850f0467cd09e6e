import type { Tx } from '../../db/transaction';

/**
 * Busy times of a mentor's own calendars (issue 37): the busy-calendars module plugs in through the `calendarBusy`
 * part (sessions.module.ts declares it), so sessions never import it. Read in `tx` when given.
 */
export interface CalendarBusyPort {
  busyBetween(mentorId: string, from: Date, to: Date, tx?: Tx): Promise<{ start: Date; end: Date }[]>;
}
