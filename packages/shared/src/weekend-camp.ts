/**
 * Kids weekend camp facts (spec 2 §9), shown on the kids pages and used for the camp's tuition. The amount is
 * computed from the number of children, on the server when charging: never sent by the browser.
 */

export const CAMP_FIRST_CHILD_NAIRA = 10_000;
export const CAMP_EXTRA_CHILD_NAIRA = 8_000;
export const CAMP_MIN_KIDS = 1;
/**
 * The most children one registration covers. The spec sets no upper bound; ten is far above any family and keeps a
 * typo (100 for 10) from becoming a ₦800,000 invoice. A school or group larger than this talks to the team.
 */
export const CAMP_MAX_KIDS = 10;

/**
 * How long a registration keeps a child's details (docs/decisions/0013), said on the camp page and the privacy
 * policy and kept by the server's retention purge: a registration never paid goes after 90 days; a paid one loses
 * the child's details after 12 months (365 days) and keeps the parent's booking record.
 */
export const CAMP_UNPAID_KEEP_DAYS = 90;
export const CAMP_CHILD_DETAILS_KEEP_DAYS = 365;

/**
 * A number of children one registration takes: what validation/camp.ts's `noOfKids` accepts, without zod, for the
 * camp form's tuition line while it is drawn (issue 38). The test holds the two equal.
 */
export const isCampKidCount = (kids: unknown): kids is number =>
  typeof kids === 'number' && Number.isInteger(kids) && kids >= CAMP_MIN_KIDS && kids <= CAMP_MAX_KIDS;

/** 10,000 naira for one child and 8,000 for each further child: 10,000 × kids − 2,000 × (kids − 1). */
export function campTuition(kids: number): number {
  if (!Number.isInteger(kids) || kids < CAMP_MIN_KIDS) throw new Error('at least one child');
  return CAMP_FIRST_CHILD_NAIRA + CAMP_EXTRA_CHILD_NAIRA * (kids - 1);
}

/** The weekend class times, West Africa Time. */
export const weekendClasses = ['Saturday, 10am – 12pm', 'Sunday, 4pm – 6pm'] as const;

/** The same classes as times (Lagos weekday, 0 Sunday; minutes after midnight), for the class reminders. */
export const weekendClassStarts = [
  { weekday: 6, minutes: 10 * 60, label: weekendClasses[0] },
  { weekday: 0, minutes: 16 * 60, label: weekendClasses[1] },
] as const;

/** The starts of the weekend classes in [from, until), earliest first (Lagos has no daylight saving: UTC+1). */
export function weekendClassesBetween(from: Date, until: Date): Date[] {
  const starts: Date[] = [];
  const lagosDay = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);
  for (let day = Date.parse(`${lagosDay(from)}T00:00:00Z`); day <= until.getTime() + 86_400_000; day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    for (const c of weekendClassStarts) {
      const start = new Date(day + c.minutes * 60_000 - 3_600_000);
      if (c.weekday === weekday && start >= from && start < until) starts.push(start);
    }
  }
  return starts;
}

export { formatNaira } from './number-text';
