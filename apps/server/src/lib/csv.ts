import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * The one CSV writer of the server: every export (the admin lists, payouts.csv, refunds.csv) goes through it, so no
 * export can forget the formula guard (issue 34).
 */

/** A negative decimal number (a refund's shortfall, say) is a number to a spreadsheet, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
/** What a spreadsheet may run as a formula when a cell starts with it (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as text. Dates as ISO-8601; and a text that a spreadsheet would run as a formula (=, +, -, @ first, or a
 * tab or carriage return) gets a leading apostrophe, so opening an export never runs what a visitor typed. A +234
 * phone number is shown as text too, which is what an admin wants.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value !== 'string') return JSON.stringify(value) ?? '';
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * Rows as a CSV download: UTF-8 with a byte-order mark (so Excel shows naira signs and Nigerian names right), the
 * header first, every cell through csvCell. `rows` is read as the client takes the body (the database is read in
 * batches, never the whole table in memory); an error while reading ends the download.
 */
export function sendCsv(
  reply: FastifyReply,
  file: { name: string; header: readonly string[]; rows: AsyncIterable<readonly unknown[]> },
): FastifyReply {
  const csv = stringify({ bom: true, header: true, columns: [...file.header] });
  Readable.from(file.rows)
    .map((row: readonly unknown[]) => row.map(csvCell))
    .on('error', (error: Error) => csv.destroy(error))
    .pipe(csv);
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .send(csv);
}

/**
 * Rows as the bytes of a CSV file (a section of a person's data archive, decision 0043): the same BOM, header and
 * formula guard as a download, for rows already in memory.
 */
export function csvBytes(header: readonly string[], rows: readonly (readonly unknown[])[]): Buffer {
  return Buffer.from(
    stringifyAll(
      rows.map((row) => row.map(csvCell)),
      { bom: true, header: true, columns: [...header] },
    ),
    'utf8',
  );
}
