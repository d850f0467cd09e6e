import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { tooManyTimes } from '../bookings/mentor-bookings.service';
import { booked, bookingWith, mentorWithHours, slotsOf } from './sessions.fixtures';
import { mentoringSessions } from './sessions.schema';

/** Book in one call (issue 33): createBookAmentor books the chosen times in the booking's own transaction. */

const CREATE = `mutation ($input: CreateBookAmentorInput!) {
  createBookAmentor(input: $input) {
    id accessToken
    chosenTimes { start reason message session { id start end status } }
  }
}`;
interface ChosenTime {
  start: string;
  reason: string | null;
  message: string | null;
  session: { id: string; start: string; end: string; status: string } | null;
}
interface Answer {
  data?: { createBookAmentor: { id: string; accessToken: string; chosenTimes: ChosenTime[] } } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

let t: TestApp;
let mentor: { id: string; email: string };
let n = 0;

const input = (times: unknown[], extra: Record<string, unknown> = {}) => ({
  mentorId: mentor.id,
  fullName: 'Ada Obi',
  phone: '+234 803 000 1111',
  email: `one-call${++n}@example.com`,
  type: 'Personal',
  course: 'React',
  startEndDate: { start: watDate(), end: addDays(watDate(), 90) },
  times,
  ...extra,
});
const create = (values: Record<string, unknown>): Promise<Answer> => t.gql(CREATE, { input: values }, { ip: nextIp() });
const sessionsOf = async (bookingId: string) =>
  t.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.bookingId, bookingId));
const bookingCount = async () => (await t.database.db.select({ n: count() }).from(mentorBookings))[0]?.n ?? 0;
/** Starts two hours apart (60-minute sessions, 15-minute buffer), so a booking's own times never overlap. */
const apart = async (how: number) => (await slotsOf(t, mentor.id, 7)).filter((_, i) => i % 4 === 0).slice(0, how);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  mentor = await mentorWithHours(t);
});

describe('createBookAmentor with times', () => {
  it('books the booking and its chosen times in one call, and mails both sides of each', async () => {
    const slots = await apart(2);
    const res = await create(input(slots.map((s) => s.start)));
    const answer = res.data?.createBookAmentor;
    expect(res.errors).toBeUndefined();
    expect(answer?.chosenTimes.map((c) => [c.start, c.reason, c.session?.start, c.session?.status])).toEqual(
      slots.map((s) => [s.start, null, s.start, 'BOOKED']),
    );
    expect((await sessionsOf(answer?.id ?? '')).length).toBe(2);
    const mentorMails = (await t.app.services.mail.list({ to: mentor.email, limit: 20 })).items;
    expect(mentorMails.filter((m) => m.template === 'session-changed').length).toBe(2);
    // The times are taken for everyone else now.
    const left = (await slotsOf(t, mentor.id, 7)).map((s) => s.start);
    for (const slot of slots) expect(left).not.toContain(slot.start);
  });

  it('answers each time on its own: a taken time is refused with its reason, the others and the booking stay', async () => {
    const [taken, free] = await apart(2);
    const other = await bookingWith(t, mentor.id, { paid: true });
    await booked(t, other, taken?.start ?? '');
    const res = await create(input([taken?.start, free?.start]));
    const answer = res.data?.createBookAmentor;
    expect(answer?.chosenTimes.map((c) => c.reason)).toEqual([expect.stringMatching(/^SLOT_/), null]);
    expect(answer?.chosenTimes[0]?.message).toBeTruthy();
    expect((await sessionsOf(answer?.id ?? '')).map((s) => s.startAt.toISOString())).toEqual([free?.start]);
  });

  it('lets one of two bookings asking for the same time at once have it', async () => {
    const [slot] = await apart(1);
    const answers = await Promise.all([create(input([slot?.start])), create(input([slot?.start]))]);
    const reasons = answers.map((a) => a.data?.createBookAmentor.chosenTimes[0]?.reason);
    expect(reasons.filter((r) => r === null).length).toBe(1);
    expect(reasons.filter((r) => typeof r === 'string' && r.startsWith('SLOT_')).length).toBe(1);
  });

  it("refuses more times than the plan's first cycle gives, and the same time twice, storing nothing", async () => {
    const slots = await apart(2);
    const before = await bookingCount();
    const many = (await slotsOf(t, mentor.id, 7)).filter((_, i) => i % 4 === 0).slice(0, 9);
    const tooMany = await create(
      input(
        many.map((s) => s.start),
        { planOption: '2-per-week' },
      ),
    );
    expect(tooMany.errors?.[0]?.message).toBe(tooManyTimes(8));
    const twice = await create(input([slots[0]?.start, slots[0]?.start]));
    expect(twice.errors?.[0]?.message).toBe('Choose each time once');
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a time outside the first cycle on its own', async () => {
    const [slot] = await apart(1);
    const late = addDays(watDate(), 3);
    const res = await create(input([slot?.start], { startEndDate: { start: late, end: addDays(late, 90) } }));
    expect(res.data?.createBookAmentor.chosenTimes[0]?.reason).toBe('OUTSIDE_CYCLE');
  });
});
