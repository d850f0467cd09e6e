/**
 * True when PostgreSQL refused a statement with this SQLSTATE (23505 unique, 23P01 exclusion), whether the driver
 * (pg, PGlite) threw the database error itself or Drizzle wrapped it as the `cause`.
 */
export function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : null) {
    if ('code' in e && e.code === state) return true;
  }
  return false;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
export const EXCLUSION_VIOLATION = '23P01';

/**
 * True when the database could not be reached or dropped the connection (restarting, shut down, network): the
 * request may well succeed a moment later, unlike a statement the database refused. SQLSTATE class 08 (connection
 * exception) and 57P01–57P03 (shutdown, crash shutdown, cannot connect now), and node-postgres' own errors for a
 * refused, reset or timed-out connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = causeOf(e)) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
    const message = e instanceof Error ? e.message : '';
    if (/^Connection terminated|timeout exceeded when trying to connect/.test(message)) return true;
  }
  return false;
}

/** What an error wraps: a GraphQL error its resolver's error, any other its `cause` (Drizzle wraps the driver's). */
function causeOf(error: object): unknown {
  if ('originalError' in error && error.originalError) return error.originalError;
  return 'cause' in error ? error.cause : null;
}
