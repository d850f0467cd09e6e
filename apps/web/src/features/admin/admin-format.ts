import { watDate } from '@eazy2con/shared/wat-time';

/** Spec 3 §9: description cells are cut at 100 characters. */
export const DESCRIPTION_CUT = 100;

const DAY_MS = 86_400_000;

/**
 * A list's date cell (spec 3 §9: "today / yesterday / other"): compared as Lagos calendar days, the zone the
 * business runs in, so a row made at 00:30 WAT is "Today" for an admin whose browser is set to UTC.
 */
export function adminDate(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = watDate(at);
  if (day === watDate(now)) return 'Today';
  if (day === watDate(new Date(now.getTime() - DAY_MS))) return 'Yesterday';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A description cell: at most 100 characters, an ellipsis when cut (the detail shows it whole). */
export function cutDescription(text: string | null | undefined, max = DESCRIPTION_CUT): string {
  if (!text) return '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max)}…`;
}

/**
 * The serial number of a row: counting down from the total (spec 3 §4) across pages, so in the default order
 * (newest first) the oldest matching row is 1.
 */
export function serialNumber(total: number, offset: number, index: number): number {
  return total - offset - index;
}

/** The Payment column: 'Paid' only for a verified payment (the server's paid flag). */
export const paymentLabel = (paid: boolean | null | undefined) => (paid ? 'Paid' : 'Not Paid');

/** The bank-transfer column. */
export const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** The export link of a list: the same search and order as on screen (the server streams the CSV). */
export function exportHref(list: string, params: Record<string, string | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const suffix = query.toString();
  return `/api/admin/export/${list}.csv${suffix ? `?${suffix}` : ''}`;
}
