import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorWithHours } from './sessions.fixtures';

/**
 * mentorSlots at the edges of time (issue 34, item 7): the window is bounded in the shared schema (at most 35 days,
 * from a week ago to 26 weeks ahead, the longest booking horizon), so the ends of the Date range answer a plain
 * BAD_USER_INPUT instead of a 500.
 */
let t: TestApp;
let mentorId: string;
const DAY = 24 * 3_600_000;
const SLOTS = `query ($m: ID!, $from: DateTime!, $to: DateTime!) { mentorSlots(mentorId: $m, from: $from, to: $to) { start } }`;
const slots = (from: string, to: string) =>
  t.gql<{ mentorSlots: { start: string }[] }>(SLOTS, { m: mentorId, from, to });
const fromNow = (days: number) => new Date(t.app.services.sessions.now().getTime() + days * DAY).toISOString();
/** A window of whole days from now, both ends from one reading of the clock (two readings can be a millisecond apart). */
const days = (from: number, to: number): [string, string] => {
  const now = t.app.services.sessions.now().getTime();
  return [new Date(now + from * DAY).toISOString(), new Date(now + to * DAY).toISOString()];
};

beforeAll(async () => {
  t = await createTestApp();
  mentorId = (await mentorWithHours(t)).id;
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

describe('the mentorSlots window', () => {
  it.each([
    ['+275760-09-11T00:00:00Z', '+275760-09-12T00:00:00Z', 'Ask for slots at most 26 weeks ahead'],
    ['+275760-09-12T00:00:00Z', '+275760-09-12T00:00:00Z', 'Ask for slots at most 26 weeks ahead'],
    ['-271821-04-20T00:00:00Z', '-271821-04-21T00:00:00Z', 'Ask for slots from today onwards'],
    ['2026-01-01T00:00:00Z', '+275760-09-12T00:00:00Z', 'Ask for slots from today onwards'],
  ])('answers a plain input error for %s to %s', async (from, to, message) => {
    const res = await slots(from, to);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a window longer than 35 days, and one starting past the longest horizon', async () => {
    const long = await slots(fromNow(0), fromNow(36));
    expect(long.errors?.[0]).toMatchObject({
      message: 'Ask for at most 35 days of slots at once',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const far = await slots(fromNow(26 * 7 + 1), fromNow(26 * 7 + 2));
    expect(far.errors?.[0]?.message).toBe('Ask for slots at most 26 weeks ahead');
    const past = await slots(fromNow(-8), fromNow(-1));
    expect(past.errors?.[0]?.message).toBe('Ask for slots from today onwards');
  });

  it('answers windows inside the bounds: this week, from a week ago, the last week of the longest horizon', async () => {
    const week = await slots(fromNow(0), fromNow(7));
    expect(week.errors).toBeUndefined();
    expect(week.data?.mentorSlots.length).toBeGreaterThan(0);
    expect((await slots(fromNow(-6.9), fromNow(28))).errors).toBeUndefined();
    const last = await slots(...days(26 * 7 - 1, 26 * 7 + 34));
    expect(last.errors).toBeUndefined();
    // The mentor's own horizon (4 weeks) still decides what is offered.
    expect(last.data?.mentorSlots).toEqual([]);
  });
});
