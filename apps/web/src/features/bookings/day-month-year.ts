import { isIsoDate } from '@eazy2con/shared/booking-dates';

/**
 * Dates as a Nigerian site writes them (issue 20 §9, decision 0028): dd/mm/yyyy. The form and the server keep
 * YYYY-MM-DD; only what the person reads and types is day first.
 */
export const DAY_MONTH_YEAR = 'dd/mm/yyyy';

/** '2026-11-29' as '29/11/2026'; anything that is not a date as it is (what the person is still typing). */
export function toDayMonthYear(value: string): string {
  if (!isIsoDate(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

const DAY_FIRST = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;

/**
 * The YYYY-MM-DD date a person typed: day first (29/11/2026, 9/1/2026, 29.11.2026, 29-11-2026), or YYYY-MM-DD as
 * pasted; null for anything that is not a real date (31/02/2026) or not finished yet.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  if (isIsoDate(typed)) return typed;
  const match = DAY_FIRST.exec(typed);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
