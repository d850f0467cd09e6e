import { AppError } from './app-error';
import { isUuid } from './uuid';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const BAD_NEXT_TOKEN = 'nextToken is not valid';

/** `{ items, nextToken }`: the list shape every list operation answers with. */
export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

/** What a client sends to ask for a page. */
export interface PageArgs {
  limit?: number | null;
  nextToken?: string | null;
}

/** Keyset cursor: the sort key and id of the last item of a page, opaque to clients. */
export interface Cursor {
  at: string;
  id: string;
}

/**
 * What a list sorts by, so that a token's parts are checked before they reach SQL: `at` is a timestamp or an
 * integer position, `id` a uuid or a short slug (the seeded testimonials' 't1').
 */
export interface CursorShape {
  at: 'timestamp' | 'position';
  id: 'uuid' | 'slug';
}

/**
 * One page to read: `take` is the row count a repository fetches, one more than the page holds, because the
 * extra row only tells whether another page exists (see `toPage`).
 */
export interface PageRequest {
  size: number;
  take: number;
  after: Cursor | null;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ at: cursor.at, id: cursor.id }), 'utf8').toString('base64url');
}

/**
 * A token is opaque to clients, but its parts reach SQL: anything that is not a cursor this list could have made
 * is refused as bad input here, so no list answers a crafted token with a database error.
 */
export function decodeCursor(token: string | null | undefined, shape: CursorShape): Cursor | null {
  if (token == null || token === '') return null;
  const cursor = token.length <= MAX_TOKEN_LENGTH ? parseToken(token) : null;
  if (!cursor || !AT_CHECKS[shape.at](cursor.at) || !ID_CHECKS[shape.id](cursor.id)) {
    throw new AppError('BAD_USER_INPUT', BAD_NEXT_TOKEN, { fields: { nextToken: BAD_NEXT_TOKEN } });
  }
  return cursor;
}

export function pageSize(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

export function pageRequest(args: PageArgs, shape: CursorShape): PageRequest {
  const size = pageSize(args.limit);
  return { size, take: size + 1, after: decodeCursor(args.nextToken, shape) };
}

/** Builds a page from the `take` rows of a request: the extra row only tells whether another page exists. */
export function toPage<T>(rows: T[], request: Pick<PageRequest, 'size'>, cursorOf: (row: T) => Cursor): Page<T> {
  const items = rows.slice(0, request.size);
  const last = items[items.length - 1];
  return { items, nextToken: rows.length > request.size && last ? encodeCursor(cursorOf(last)) : null };
}

/** The whole paging rule in one call: checks the arguments, fetches `take` rows after the cursor, builds the page. */
export async function readPage<T>(
  args: PageArgs,
  shape: CursorShape,
  fetch: (request: PageRequest) => Promise<T[]>,
  cursorOf: (row: T) => Cursor,
): Promise<Page<T>> {
  const request = pageRequest(args, shape);
  return toPage(await fetch(request), request, cursorOf);
}

// Our tokens are about 100 characters; a longer one is not ours and is not worth decoding.
const MAX_TOKEN_LENGTH = 300;

function parseToken(token: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { at, id, ...rest } = value as Record<string, unknown>;
    if (typeof at !== 'string' || typeof id !== 'string' || Object.keys(rest).length > 0) return null;
    return { at, id };
  } catch {
    return null;
  }
}

// created_at as PostgreSQL prints it (`2026-01-02 03:04:05.123456+00`) or as toISOString() does.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** A timestamp PostgreSQL accepts: the right shape and a day that exists (no 31 February). */
function isTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const AT_CHECKS: Record<CursorShape['at'], (value: string) => boolean> = {
  timestamp: isTimestamp,
  // An integer column: at most nine digits, so it fits PostgreSQL's int4.
  position: (value) => /^-?\d{1,9}$/.test(value),
};

const ID_CHECKS: Record<CursorShape['id'], (value: string) => boolean> = {
  uuid: isUuid,
  slug: (value) => /^[\w-]{1,64}$/.test(value),
};
