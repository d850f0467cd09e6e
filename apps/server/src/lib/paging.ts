import { AppError } from './app-error';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `{ items, nextToken }`: the list shape every list operation answers with. */
export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

/** Keyset cursor: the sort key and id of the last item of a page, opaque to clients. */
export interface Cursor {
  at: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(token: string | null | undefined): Cursor | null {
  if (!token) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'at' in value &&
      'id' in value &&
      typeof value.at === 'string' &&
      typeof value.id === 'string'
    ) {
      return { at: value.at, id: value.id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('BAD_USER_INPUT', 'nextToken is not valid');
}

export function pageSize(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

/**
 * Builds a page from `size + 1` fetched rows: the extra row only tells whether another page exists.
 */
export function toPage<T>(rows: T[], size: number, cursorOf: (row: T) => Cursor): Page<T> {
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return { items, nextToken: rows.length > size && last ? encodeCursor(cursorOf(last)) : null };
}
