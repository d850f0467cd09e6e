import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_ALREADY, REVIEW_CODE_SENT, REVIEW_CODE_WRONG } from '@eazy2con/shared/validation/mentor-reviews';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { bookMentor, directoryMentor } from './mentors.fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const REQUEST = `mutation ($mentorId: ID!, $email: String) { requestMentorReviewCode(mentorId: $mentorId, email: $email) }`;
const CREATE = `mutation ($mentorId: ID!, $email: String, $code: String, $name: String, $message: String, $stars: Int) {
  createMentorReview(mentorId: $mentorId, email: $email, code: $code, name: $name, message: $message, stars: $stars) { id name stars }
}`;
const FIGURES = `query ($id: ID!) {
  getMentor(id: $id) { rating reviewCount ratingBreakdown }
  listMentorReviews(mentorId: $id) { id name message stars }
}`;
type Figures = {
  getMentor: { rating: number | null; reviewCount: number; ratingBreakdown: number[] };
  listMentorReviews: { id: string; name: string; message: string; stars: number }[];
};

const codeMails = async (email: string) =>
  (await t.app.services.mail.list({ to: email, limit: 100 })).items.filter((m) => m.template === 'mentor-review-code');
const latestCode = async (email: string) => String((await codeMails(email))[0]?.data.code);
/** Asks for a code, and waits for the work done after the answer (the code and its mail, when the e-mail booked). */
const request = async (mentorId: string, email: string) => {
  const answer = await t.gql<{ requestMentorReviewCode: string }>(REQUEST, { mentorId, email });
  await t.app.services.mentorReviews.idle();
  return answer;
};
const review = (mentorId: string, email: string, code: string, stars = 5, name = 'Tola') =>
  t.gql<{ createMentorReview: { id: string; name: string; stars: number } }>(CREATE, {
    mentorId,
    email,
    code,
    name,
    message: 'Great mentor',
    stars,
  });
const figures = async (id: string) => (await t.gql<Figures>(FIGURES, { id })).data;

/** A mentor with one booking by `email`, and the review it leaves with the mailed code. */
async function bookedMentor(email: string) {
  const mentor = await directoryMentor(t.database.db, { firstname: 'Reviewed' });
  await bookMentor(t.database.db, mentor.id, email);
  return mentor.id;
}

describe('mentor reviews', () => {
  it('mails a code only to an e-mail that booked this mentor, answering the same either way', async () => {
    const mentorId = await bookedMentor('booker@example.com');
    const booked = await request(mentorId, 'Booker@Example.com');
    const stranger = await request(mentorId, 'stranger@example.com');
    expect(booked.data?.requestMentorReviewCode).toBe(REVIEW_CODE_SENT);
    expect(stranger.data?.requestMentorReviewCode).toBe(REVIEW_CODE_SENT);
    expect(await codeMails('booker@example.com')).toHaveLength(1);
    expect(await codeMails('stranger@example.com')).toHaveLength(0);
  });

  it('stores a review with the right code, counts it, and refuses a second one from the same e-mail', async () => {
    const email = 'once@example.com';
    const mentorId = await bookedMentor(email);
    await request(mentorId, email);
    const wrong = await review(mentorId, email, '000000' === (await latestCode(email)) ? '111111' : '000000');
    expect(wrong.errors?.[0]?.message).toBe(REVIEW_CODE_WRONG);
    const ok = await review(mentorId, email, await latestCode(email), 4);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.createMentorReview).toMatchObject({ name: 'Tola', stars: 4 });
    expect(await figures(mentorId)).toMatchObject({
      getMentor: { rating: 4, reviewCount: 1, ratingBreakdown: [0, 0, 0, 1, 0] },
      listMentorReviews: [{ name: 'Tola', message: 'Great mentor', stars: 4 }],
    });
    await request(mentorId, email);
    const again = await review(mentorId, email, await latestCode(email), 1);
    expect(again.errors?.[0]?.message).toBe(REVIEW_ALREADY);
    expect((await figures(mentorId))?.getMentor.reviewCount).toBe(1);
  });

  it("mails no code to the mentor's own e-mail, even with a booking of themselves: nobody reviews their own profile", async () => {
    const mentor = await directoryMentor(t.database.db, { firstname: 'Self', email: 'self-reviewer@example.com' });
    await bookMentor(t.database.db, mentor.id, 'self-reviewer@example.com');
    const asked = await request(mentor.id, 'Self-Reviewer@example.com');
    expect(asked.data?.requestMentorReviewCode).toBe(REVIEW_CODE_SENT);
    expect(await codeMails('self-reviewer@example.com')).toHaveLength(0);
  });

  it('refuses a review without a code (no booking, no review)', async () => {
    const mentorId = await bookedMentor('real@example.com');
    await request(mentorId, 'fake@example.com');
    const res = await review(mentorId, 'fake@example.com', '123456');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await figures(mentorId))?.listMentorReviews).toEqual([]);
  });

  it('lists newest first, averages, and leaves out hidden reviews; hiding is for admins only', async () => {
    const mentor = await directoryMentor(t.database.db, { firstname: 'Hidden' });
    for (const [email, stars] of [
      ['a@example.com', 5],
      ['b@example.com', 2],
    ] as const) {
      await bookMentor(t.database.db, mentor.id, email);
      await request(mentor.id, email);
      const res = await review(mentor.id, email, await latestCode(email), stars, email[0]);
      expect(res.errors).toBeUndefined();
    }
    const before = await figures(mentor.id);
    expect(before?.listMentorReviews.map((r) => r.name)).toEqual(['b', 'a']);
    expect(before?.getMentor).toEqual({ rating: 3.5, reviewCount: 2, ratingBreakdown: [0, 1, 0, 0, 1] });
    const target = before?.listMentorReviews[0]?.id;

    const HIDE = `mutation ($id: ID!) { hideMentorReview(id: $id) { id hiddenAt } }`;
    expect((await t.gql(HIDE, { id: target })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await signUpConfirmed(t, 'plain-user@example.com');
    expect((await t.gql(HIDE, { id: target }, { cookie: user })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await mentorSession(t, 'review-admin@example.com', { admin: true });
    const hidden = await t.gql(HIDE, { id: target }, { cookie: admin.cookie });
    expect(hidden.errors).toBeUndefined();

    const after = await figures(mentor.id);
    expect(after?.listMentorReviews.map((r) => r.name)).toEqual(['a']);
    expect(after?.getMentor).toEqual({ rating: 5, reviewCount: 1, ratingBreakdown: [0, 0, 0, 0, 1] });
  });

  it('answers Mentor does not exist for an unknown mentor', async () => {
    const res = await request('00000000-0000-4000-8000-000000000000', 'a@example.com');
    expect(res.errors?.[0]?.message).toBe('Mentor does not exist');
  });
});
