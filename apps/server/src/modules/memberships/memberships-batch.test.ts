import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIPS_AT_ONCE } from '@eazy2con/shared/validation/memberships';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';
import { bookingWith, mentorWithHours } from '../sessions/sessions.fixtures';

/**
 * `memberships(bookingIds)` (issue 36): a signed-in page's memberships in one request (the account's bookings, the
 * mentor's table), each as `membership` answers it, only those the caller is the learner or the mentor of.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  t.clientIp = nextIp();
});
afterAll(() => t.close());

const MEMBERSHIPS = `query ($ids: [ID!]!) { memberships(bookingIds: $ids) { bookingId status cycles { number paid } } }`;
const idsOf = async (ids: string[], cookie?: string) => {
  const answer = await t.gql<{ memberships: { bookingId: string }[] }>(MEMBERSHIPS, { ids }, cookie ? { cookie } : {});
  if (answer.errors) throw new Error(answer.errors[0]?.message);
  return answer.data?.memberships.map((m) => m.bookingId).sort() ?? [];
};

describe('memberships of several bookings', () => {
  it('answers those the caller is the mentor or the signed-in learner of, and leaves the others out', async () => {
    const { cookie: mentorCookie, mentorId } = await mentorSession(t, 'batch-mentor@example.com');
    await t.database.db.update(mentors).set({ status: 'ACCEPTED', isActive: true }).where(eq(mentors.id, mentorId));
    const other = await mentorWithHours(t);
    const learnerCookie = await signUpConfirmed(t, 'batch-learner@example.com');

    const paid = await bookingWith(t, mentorId, { paid: true });
    const unpaid = await bookingWith(t, mentorId);
    const learners = await bookingWith(t, mentorId, { paid: true, email: 'batch-learner@example.com' });
    const elsewhere = await bookingWith(t, other.id, { paid: true });
    const all = [paid.id, unpaid.id, learners.id, elsewhere.id, 'not-an-id'];

    expect(await idsOf(all, mentorCookie)).toEqual([paid.id, learners.id].sort());
    expect(await idsOf(all, learnerCookie)).toEqual([learners.id]);
    // A booking's token is for one booking's page: this is for signed-in pages only.
    await expect(idsOf(all)).rejects.toThrow();
  });

  it(`refuses more than ${MEMBERSHIPS_AT_ONCE} bookings at once`, async () => {
    const ids = Array.from({ length: MEMBERSHIPS_AT_ONCE + 1 }, () => crypto.randomUUID());
    const cookie = await signUpConfirmed(t, 'batch-many@example.com');
    await expect(idsOf(ids, cookie)).rejects.toThrow(`At most ${MEMBERSHIPS_AT_ONCE} bookings at once`);
  });
});
