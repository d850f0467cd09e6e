import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/zoned-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { SLOTS, bookingWith, mentorWithHours, type CreatedBooking, type Slot } from '../sessions/sessions.fixtures';
import { dayStart } from './membership-rules';

/**
 * A regular learner's weekly times are held from when they are set (issue 36, decision 0047): beyond their paid
 * cycle, the mentor's slots leave them free for nobody else, another learner cannot take them as weekly times, and
 * a membership that ends holds nothing.
 */
let t: TestApp;
let mentorId: string;

const FIELDS = `status nextRenewalOn standingTimes { weekday time timeZone }`;
const SET_TIMES = `mutation ($bookingId: ID!, $token: String, $times: [StandingTimeInput!]!) {
  setStandingTimes(bookingId: $bookingId, token: $token, times: $times) { ${FIELDS} } }`;
const CANCEL = `mutation ($bookingId: ID!, $token: String) {
  cancelMembership(bookingId: $bookingId, token: $token, reason: "Moving") { ${FIELDS} } }`;
type Answer = {
  data?: Record<string, { nextRenewalOn: string | null } | null> | null;
  errors?: { message: string }[];
};
const ask = async (query: string, booking: CreatedBooking, extra: Record<string, unknown> = {}) =>
  (await t.gql(query, { bookingId: booking.id, token: booking.accessToken, ...extra })) as Answer;
const at = (weekday: string, time: string) => ({ weekday, time, timeZone: 'Africa/Lagos' });

/** The mentor's hour-long slots over the week from `day` (a Lagos date). */
async function slotsOfWeek(day: string): Promise<string[]> {
  const res = await t.gql<{ mentorSlots: Slot[] }>(SLOTS, {
    mentorId,
    from: dayStart(day).toISOString(),
    to: dayStart(addDays(day, 7)).toISOString(),
    minutes: 60,
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.mentorSlots.map((s) => s.start);
}
/** Tuesday 18:00 in Lagos (17:00 UTC) of the week from `day`. */
const tuesdayEvening = (slots: string[]) =>
  slots.filter((s) => new Date(s).getUTCDay() === 2 && s.endsWith('T17:00:00.000Z'));

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clientIp = nextIp();
  mentorId = (await mentorWithHours(t, { horizonDays: 70 })).id;
});

describe('standing times held from when they are set', () => {
  it('keep the time out of the mentor’s slots beyond the paid cycle, until the membership ends', async () => {
    const regular = await bookingWith(t, mentorId, { paid: true });
    const set = await ask(SET_TIMES, regular, { times: [at('TUESDAY', '18:00')] });
    expect(set.errors).toBeUndefined();
    const renewsOn = set.data?.setStandingTimes?.nextRenewalOn ?? '';
    // The week after the paid cycle: nothing is booked there yet, and still nobody else is offered the time.
    expect(tuesdayEvening(await slotsOfWeek(addDays(renewsOn, 7)))).toEqual([]);
    expect((await slotsOfWeek(addDays(renewsOn, 7))).length).toBeGreaterThan(0);

    // Cancelled: the membership ends with its cycle, and the weeks after it are the mentor's to give again.
    expect((await ask(CANCEL, regular)).errors).toBeUndefined();
    expect(tuesdayEvening(await slotsOfWeek(addDays(renewsOn, 7)))).toHaveLength(1);
  });

  it('refuse another regular learner the same weekly time, and take a free one, changing nothing refused', async () => {
    const first = await bookingWith(t, mentorId, { paid: true });
    const second = await bookingWith(t, mentorId, { paid: true });
    expect((await ask(SET_TIMES, first, { times: [at('TUESDAY', '18:00')] })).errors).toBeUndefined();

    // 18:30 overlaps the first learner's hour; in another zone the same instant is the same hour.
    for (const taken of [at('TUESDAY', '18:30'), { weekday: 'TUESDAY', time: '17:00', timeZone: 'Africa/Accra' }]) {
      const refused = await ask(SET_TIMES, second, { times: [taken] });
      expect(refused.errors?.[0]?.message).toBe(
        'Another regular learner of this mentor has this weekly time: please choose another',
      );
    }
    const kept = await ask(SET_TIMES, second, { times: [at('TUESDAY', '19:30')] });
    expect(kept.errors).toBeUndefined();
  });
});
