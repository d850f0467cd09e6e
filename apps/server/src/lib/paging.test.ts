import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { decodeCursor, encodeCursor, pageRequest, pageSize, readPage, toPage, type CursorShape } from './paging';

const BY_TIME: CursorShape = { at: 'timestamp', id: 'uuid' };
const BY_POSITION: CursorShape = { at: 'position', id: 'slug' };
const ID = '0b5e4a38-4c3a-4a55-9d55-0ad4cbd5a1f7';
const token = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('paging', () => {
  it('round-trips an opaque cursor', () => {
    const cursor = { at: '2026-01-01T00:00:00.000Z', id: ID };
    expect(decodeCursor(encodeCursor(cursor), BY_TIME)).toEqual(cursor);
    const printed = { at: '2026-01-02 03:04:05.123456+00', id: ID }; // created_at as PostgreSQL prints it
    expect(decodeCursor(encodeCursor(printed), BY_TIME)).toEqual(printed);
    expect(decodeCursor(encodeCursor({ at: '3', id: 't1' }), BY_POSITION)).toEqual({ at: '3', id: 't1' });
    expect(decodeCursor(null, BY_TIME)).toBeNull();
    expect(decodeCursor('', BY_TIME)).toBeNull();
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['JSON that is not an object', token([1, 2])],
    ['a missing id', token({ at: '2026-01-01T00:00:00.000Z' })],
    ['extra keys', token({ at: '2026-01-01T00:00:00.000Z', id: ID, sql: 'x' })],
    ['parts that are not strings', token({ at: 1, id: ID })],
    ['a timestamp that is no date', token({ at: 'x', id: ID })],
    ['a day that does not exist', token({ at: '2026-02-31T00:00:00Z', id: ID })],
    ['an hour past 23', token({ at: '2026-01-01T24:00:00Z', id: ID })],
    ['an id that is no uuid', token({ at: '2026-01-01T00:00:00Z', id: "1' or '1'='1" })],
    ['a NUL byte', token({ at: '2026-01-01T00:00:00Z', id: `${ID}\u0000` })],
    ['a very long token', 'a'.repeat(5000)],
  ])('refuses a crafted token with %s as bad input', (_case, crafted) => {
    expect(() => decodeCursor(crafted, BY_TIME)).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'nextToken is not valid' }),
    );
    expect(() => decodeCursor(crafted, BY_TIME)).toThrow(AppError);
  });

  it('checks a position cursor against its own shape', () => {
    expect(() => decodeCursor(token({ at: '1.5', id: 't1' }), BY_POSITION)).toThrow(AppError);
    expect(() => decodeCursor(token({ at: '9999999999', id: 't1' }), BY_POSITION)).toThrow(AppError);
    expect(() => decodeCursor(token({ at: '2', id: 'a b' }), BY_POSITION)).toThrow(AppError);
    expect(() => decodeCursor(token({ at: '2026-01-01T00:00:00Z', id: ID }), BY_POSITION)).toThrow(AppError);
  });

  it('clamps the page size', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(0)).toBe(1);
    expect(pageSize(1000)).toBe(100);
  });

  it('asks a repository for one row more than the page holds', () => {
    expect(pageRequest({ limit: 5 }, BY_TIME)).toEqual({ size: 5, take: 6, after: null });
    expect(pageRequest({}, BY_TIME).take).toBe(21);
  });

  it('gives a next token only when the extra row was fetched', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `t${n}`, at: String(n) }));
    const cursorOf = (r: { id: string; at: string }) => r;
    expect(toPage(rows, { size: 3 }, cursorOf).nextToken).toBeNull();
    const page = toPage(rows, { size: 2 }, cursorOf);
    expect(page.items).toHaveLength(2);
    expect(decodeCursor(page.nextToken, BY_POSITION)).toEqual({ id: 't2', at: '2' });
  });

  it('reads a whole page: checks the token, fetches `take` rows after the cursor, builds the page', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => ({ id: `t${n}`, at: String(n) }));
    const fetch = ({ take, after }: { take: number; after: { at: string } | null }) =>
      Promise.resolve(rows.filter((r) => !after || Number(r.at) > Number(after.at)).slice(0, take));
    const first = await readPage({ limit: 2 }, BY_POSITION, fetch, (r) => r);
    expect(first.items.map((r) => r.id)).toEqual(['t1', 't2']);
    const second = await readPage({ limit: 2, nextToken: first.nextToken }, BY_POSITION, fetch, (r) => r);
    expect(second.items.map((r) => r.id)).toEqual(['t3', 't4']);
    const last = await readPage({ limit: 2, nextToken: second.nextToken }, BY_POSITION, fetch, (r) => r);
    expect(last).toEqual({ items: [rows[4]], nextToken: null });
    await expect(readPage({ nextToken: 'forged' }, BY_POSITION, fetch, (r) => r)).rejects.toThrow(
      'nextToken is not valid',
    );
  });
});
