import { lazy } from 'react';

// What other features may use from busy-calendars (issue 37), each in its own chunk: the "Busy calendars" section of
// the mentor's availability page, and the clashes on the mentor's dashboard.
export const BusyCalendarsSection = lazy(() =>
  import('./BusyCalendarsSection').then((m) => ({ default: m.BusyCalendarsSection })),
);
export const CalendarClashes = lazy(() => import('./CalendarClashes').then((m) => ({ default: m.CalendarClashes })));
// The mentor's week of sessions shows each day's busy times too (small: loaded with that page).
export { DayBusyTimes, useWeekBusyTimes } from './DayBusyTimes';
