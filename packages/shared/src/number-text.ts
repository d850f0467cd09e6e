/**
 * Amounts and counts as en-NG prints them ('₦25,000', '1,234', '₦123.45'), without `Intl`: a page's first
 * `toLocaleString` or `Intl.NumberFormat` loads the locale's data, 15–20 ms of a phone's main thread while the page
 * hydrates (traces of /pricing and /book-mentor, issue 27). Like calendar-text.ts, it also makes the server's HTML
 * and the browser's text the same whatever ICU data either side carries.
 */

/** Digits in threes from the right. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `value.toLocaleString('en-NG')`: the whole part grouped by commas, up to three decimals, rounded. Values where
 * a float's decimal text is not exact (beyond 2^53, not finite) go to `Intl` itself.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER / 1000) {
    return value.toLocaleString('en-NG');
  }
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${whole.replace(THOUSANDS, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** '₦25,000': an amount in naira as every page, mail and invoice prints it. */
export const formatNaira = (amount: number): string => `₦${groupDigits(amount)}`;
