/**
 * The home page's numbers and dates, printed as `Intl` prints them for en-NG counts and en-GB long dates, without
 * `Intl`: a page's first Intl format loads the locale's data, which took 15–60 ms of a phone's main thread
 * (Chromium, measured) while the home page was starting, for three figures and the blog's dates.
 */
import { formatCalendarDate } from '@eazy2con/shared/calendar-text';
import { groupDigits } from '@eazy2con/shared/number-text';

/** A count as the stats band prints it: `new Intl.NumberFormat('en-NG').format(value)`; never a fraction in practice. */
export const formatCount = (value: number): string => groupDigits(value);

/** A post's date in the visitor's time zone, as `Intl.DateTimeFormat('en-GB', { day, month: 'long', year })`: '5 March 2024'. */
export function formatPostDate(date: Date): string {
  return formatCalendarDate(date, { month: 'long', zone: 'local' });
}
