/**
 * Kids weekend camp facts (spec 2 §9), shown on the kids pages and used for the camp's tuition. The amount is
 * computed from the number of children, on the server when charging: never sent by the browser.
 */

export const CAMP_FIRST_CHILD_NAIRA = 10_000;
export const CAMP_EXTRA_CHILD_NAIRA = 8_000;
export const CAMP_MIN_KIDS = 1;

/** 10,000 naira for one child and 8,000 for each further child: 10,000 × kids − 2,000 × (kids − 1). */
export function campTuition(kids: number): number {
  if (!Number.isInteger(kids) || kids < CAMP_MIN_KIDS) throw new Error('at least one child');
  return CAMP_FIRST_CHILD_NAIRA + CAMP_EXTRA_CHILD_NAIRA * (kids - 1);
}

/** The weekend class times, West Africa Time. */
export const weekendClasses = ['Saturday, 10am – 12pm', 'Sunday, 4pm – 6pm'] as const;

export const formatNaira = (amount: number): string => `₦${amount.toLocaleString('en-NG')}`;
