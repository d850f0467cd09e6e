import { dayLabel } from '@eazy2con/shared/session-basics';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface WeekWindow {
  /** The first start to ask for (inclusive). */
  from: Date;
  /** The end of the window (exclusive); never after the latest start allowed. */
  to: Date;
  hasPrevious: boolean;
  hasNext: boolean;
  /** False when the allowed range is already over: there is nothing to ask for. */
  open: boolean;
}

/**
 * The `index`-th week counted from `notBefore` (ms), cut at `notAfter` (ms) when there is one. Weeks run from the
 * earliest allowed start rather than from a Monday, so the first page is never half in the past.
 */
export function weekWindow(notBefore: number, notAfter: number | undefined, index: number): WeekWindow {
  const from = notBefore + index * WEEK_MS;
  const weekEnd = from + WEEK_MS;
  // notAfter is the latest start to offer, so the window runs to just after it.
  const to = notAfter === undefined ? weekEnd : Math.min(weekEnd, notAfter + 1);
  return {
    from: new Date(from),
    to: new Date(to),
    hasPrevious: index > 0,
    hasNext: notAfter === undefined || weekEnd <= notAfter,
    open: to > from,
  };
}

/** 'Tuesday 3 March to Monday 9 March', the week's first and last day in the viewer's zone. */
export function weekLabel(week: Pick<WeekWindow, 'from' | 'to'>, zone: string): string {
  const first = dayLabel(week.from, zone);
  const last = dayLabel(new Date(week.to.getTime() - 1), zone);
  return first === last ? first : `${first} to ${last}`;
}

export interface DayOfStarts {
  day: string;
  starts: string[];
}

/** The starts in time order, grouped by their day in the viewer's zone. */
export function groupByDay(starts: readonly string[], zone: string): DayOfStarts[] {
  const days: DayOfStarts[] = [];
  for (const start of [...starts].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const day = dayLabel(new Date(start), zone);
    const last = days[days.length - 1];
    if (last?.day === day) last.starts.push(start);
    else days.push({ day, starts: [start] });
  }
  return days;
}
