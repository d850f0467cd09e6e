import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_CODE_SENT } from '@eazy2con/shared/validation/mentor-reviews';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { bookMentor, directoryMentor } from './mentors.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUEST = `mutation ($mentorId: ID!, $email: String) { requestMentorReviewCode(mentorId: $mentorId, email: $email) }`;
const codeMails = async (email: string) =>
  (await t.app.services.mail.list({ to: email, limit: 100 })).items.filter((m) => m.template === 'mentor-review-code');

/**
 * No timing oracle: whether the e-mail booked the mentor must not change what the request does before it answers. So
 * neither path does any code or mail work in the request: both answer first, and the booked one's code is mailed
 * after. (A test of the steps, not of timings.)
 */
describe('the review-code request does the same work whether or not the e-mail booked', () => {
  it('answers both before any code or mail work, and mails the booker afterwards', async () => {
    const mentor = await directoryMentor(t.database.db, { firstname: 'Timing' });
    await bookMentor(t.database.db, mentor.id, 'timing-booker@example.com');
    const reviews = t.app.services.mentorReviews;
    for (const email of ['timing-booker@example.com', 'timing-stranger@example.com']) {
      await reviews.requestCode({ mentorId: mentor.id, email });
      // Answered, and the work that depends on the booking (the look-up, the code, the mail) has not started.
      expect(reviews.queuedCodeRequests()).toBe(1);
      await reviews.idle();
    }
    expect(await codeMails('timing-booker@example.com')).toHaveLength(1);
    expect(await codeMails('timing-stranger@example.com')).toHaveLength(0);
  });

  it('answers the same through GraphQL for both, and only the booker gets a code', async () => {
    const mentor = await directoryMentor(t.database.db, { firstname: 'Timing2' });
    await bookMentor(t.database.db, mentor.id, 'timing2-booker@example.com');
    const answers = [];
    for (const email of ['timing2-booker@example.com', 'timing2-stranger@example.com']) {
      answers.push(await t.gql(REQUEST, { mentorId: mentor.id, email }, { ip: nextIp() }));
    }
    expect(answers).toEqual([
      { data: { requestMentorReviewCode: REVIEW_CODE_SENT } },
      { data: { requestMentorReviewCode: REVIEW_CODE_SENT } },
    ]);
    await t.app.services.mentorReviews.idle();
    expect(await codeMails('timing2-booker@example.com')).toHaveLength(1);
    expect(await codeMails('timing2-stranger@example.com')).toHaveLength(0);
  });
});
