import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { decodeCursor, encodeCursor, pageSize, toPage } from './paging';

describe('paging', () => {
  it('round-trips an opaque cursor and refuses a forged one', () => {
    const cursor = { at: '2026-01-01T00:00:00.000Z', id: 'abc' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(null)).toBeNull();
    expect(() => decodeCursor('not-a-cursor')).toThrow(AppError);
  });

  it('clamps the page size', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(0)).toBe(1);
    expect(pageSize(1000)).toBe(100);
  });

  it('gives a next token only when an extra row was fetched', () => {
    const rows = [1, 2, 3].map((n) => ({ id: String(n), at: String(n) }));
    const cursorOf = (r: { id: string; at: string }) => r;
    expect(toPage(rows, 3, cursorOf).nextToken).toBeNull();
    const page = toPage(rows, 2, cursorOf);
    expect(page.items).toHaveLength(2);
    expect(decodeCursor(page.nextToken)).toEqual({ id: '2', at: '2' });
  });
});
