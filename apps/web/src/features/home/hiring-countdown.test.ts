import { describe, expect, it } from 'vitest';
import { hiringCountdown } from './hiring-countdown';

const at = (iso: string) => new Date(iso);

describe('hiringCountdown', () => {
  it("says 'Ended' once the end date has begun or passed", () => {
    expect(hiringCountdown('2022-05-16', at('2026-01-01T00:00:00'))).toEqual({ ended: true, text: 'Ended' });
    expect(hiringCountdown('2022-05-16', at('2022-05-16T00:00:00'))).toEqual({ ended: true, text: 'Ended' });
  });

  it('counts whole days left, rounding up', () => {
    expect(hiringCountdown('2022-05-16', at('2022-05-13T12:00:00'))).toMatchObject({
      ended: false,
      text: 'ends in 3 day(s)',
    });
    expect(hiringCountdown('2022-05-16', at('2022-05-14T00:00:00'))).toMatchObject({ text: 'ends in 2 day(s)' });
  });

  it('never says less than 1 day while still open', () => {
    expect(hiringCountdown('2022-05-16', at('2022-05-15T23:59:59'))).toMatchObject({
      ended: false,
      days: 1,
      text: 'ends in 1 day(s)',
    });
  });

  it("treats an unreadable date as ended rather than showing 'NaN'", () => {
    expect(hiringCountdown('not-a-date', at('2022-05-15T00:00:00')).text).toBe('Ended');
  });
});
