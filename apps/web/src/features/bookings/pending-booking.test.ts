import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingBooking, readPendingBooking, savePendingBooking } from './pending-booking';

afterEach(() => window.localStorage.clear());

describe('pending booking storage', () => {
  it('keeps the id and token under the spec key and clears them', () => {
    savePendingBooking('camp', { id: 'b1', token: 't1' });
    expect(window.localStorage.getItem('weekend-camp-id')).toBe('{"id":"b1","token":"t1"}');
    expect(readPendingBooking('camp')).toEqual({ id: 'b1', token: 't1' });
    expect(readPendingBooking('mentor')).toBeNull();
    clearPendingBooking('camp');
    expect(readPendingBooking('camp')).toBeNull();
  });

  it('ignores a bare id or junk stored under the key', () => {
    window.localStorage.setItem('book-mentor-id', 'b1');
    expect(readPendingBooking('mentor')).toBeNull();
    window.localStorage.setItem('book-mentor-id', '{"id":"b1"}');
    expect(readPendingBooking('mentor')).toBeNull();
  });
});
