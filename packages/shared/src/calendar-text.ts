/**
 * Dates as the public pages print them ('5 March 2024', '5 Mar 2024'), without `Intl`. A page's first
 * `Intl.DateTimeFormat` loads the locale's data: 25–30 ms of Chromium's main thread unthrottled, a long task on a
 * phone while the page hydrates (issue 27). The same table on the server and in the browser also keeps the server's
 * HTML and the hydrated text identical whatever ICU either side carries.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface CalendarTextOptions {
  /** 'long': 'March'; 'short': 'Mar'. */
  month: 'long' | 'short';
  /** 'local': the visitor's own zone (the device's); 'utc': a calendar date stored as midnight UTC. */
  zone: 'local' | 'utc';
}

/** '5 March 2024' or '5 Mar 2024', as `Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric' })`. */
export function formatCalendarDate(date: Date, { month, zone }: CalendarTextOptions): string {
  const utc = zone === 'utc';
  const day = utc ? date.getUTCDate() : date.getDate();
  const name = MONTHS[utc ? date.getUTCMonth() : date.getMonth()]!;
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${day} ${month === 'short' ? name.slice(0, 3) : name} ${year}`;
}
