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
