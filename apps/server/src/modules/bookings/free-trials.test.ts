import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { TRIAL_MESSAGES } from '@eazy2con/shared/validation/trial';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { mailOutbox } from '../mail/mail.schema';
import { mentoringSessions } from '../sessions/sessions.schema';
import { mentorWithHours, slotsOf } from '../sessions/sessions.fixtures';
import { mentorBookings } from './mentor-bookings.schema';
import { trialClaims } from './trial-claims.schema';
import { freshPhone, trialCode } from './trial.fixtures';

/** One free trial per person (issue 34 item 3, decision 0039). */

const CREATE = `mutation ($input: CreateBookAmentorInput!) {
  createBookAmentor(input: $input) { id type amountKobo chosenTimes { start reason session { id } } } }`;
interface Answer {
  data?: { createBookAmentor: { id: string; chosenTimes: { reason: string | null }[] | null } } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

let t: TestApp;
let mentor: { id: string; email: string };
const CAP = 4;

const trialInput = (mentorId: string, email: string, extra: Record<string, unknown> = {}) => ({
  mentorId,
  fullName: 'Ada Obi',
  phone: freshPhone(),
  email,
  type: 'Trial',
  course: 'React',
  startEndDate: { start: watDate(), end: addDays(watDate(), 30) },
  ...extra,
});
const kidsExtra = { audience: 'kids', course: 'Scratch Programming', image: '7 - 12 years' };

const book = (input: Record<string, unknown>, cookie?: string): Promise<Answer> =>
  t.gql(CREATE, { input }, { ip: nextIp(), ...(cookie ? { cookie } : {}) });

/** A trial with a code freshly mailed to its e-mail. */
async function confirmedTrial(mentorId: string, email: string, extra: Record<string, unknown> = {}) {
  const audience = extra.audience === 'kids' ? 'kids' : 'adult';
  return book(trialInput(mentorId, email, { ...extra, trialCode: await trialCode(t, email, audience) }));
}

const reasonOf = (res: Answer) => res.errors?.[0]?.extensions?.reason;
const rows = async () => ({
  bookings: (await t.database.db.select({ n: count() }).from(mentorBookings))[0]?.n ?? 0,
  sessions: (await t.database.db.select({ n: count() }).from(mentoringSessions))[0]?.n ?? 0,
  mentorMails: (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, mentor.email)))[0]
    ?.n,
});

beforeAll(async () => {
  t = await createTestApp({ env: { TRIAL_LIMIT_PER_MENTOR_PER_DAY: String(CAP) } });
});
afterAll(() => t.close());
// Every test on a mentor of its own, so the daily cap of one does not reach into another.
beforeEach(async () => {
  mentor = await mentorWithHours(t);
});

describe('a free trial needs a confirmed e-mail', () => {
  it('refuses an unconfirmed trial before anything is stored: it holds no time and mails neither side', async () => {
    const [slot] = await slotsOf(t, mentor.id, 3, 45);
    const before = await rows();
    const res = await book(trialInput(mentor.id, 'nocode@example.com', { times: [slot?.start] }));
    expect(reasonOf(res)).toBe('TRIAL_CODE_NEEDED');
    expect(res.errors?.[0]?.message).toBe(TRIAL_MESSAGES.codeNeeded);
    expect(await rows()).toEqual(before);
    expect((await slotsOf(t, mentor.id, 3, 45)).map((s) => s.start)).toContain(slot?.start);
  });

  it('refuses a wrong code, and books with the right one (its time held, the mentor told)', async () => {
    const code = await trialCode(t, 'coded@example.com');
    const wrong = await book(
      trialInput(mentor.id, 'coded@example.com', { trialCode: code === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.errors?.[0]?.message).toBe(TRIAL_MESSAGES.codeWrong);
    const [slot] = await slotsOf(t, mentor.id, 3, 45);
    const before = await rows();
    const res = await book(trialInput(mentor.id, 'coded@example.com', { trialCode: code, times: [slot?.start] }));
    expect(res.errors).toBeUndefined();
    expect(res.data?.createBookAmentor.chosenTimes?.[0]?.reason).toBeNull();
    const after = await rows();
    expect(after.sessions).toBe(before.sessions + 1);
    expect(Number(after.mentorMails)).toBeGreaterThan(Number(before.mentorMails));
    // The code is spent with the booking.
    const again = await book(trialInput(mentor.id, 'coded@example.com', { trialCode: code, phone: freshPhone() }));
    expect(again.errors?.[0]?.message).toBe(TRIAL_MESSAGES.codeExpired);
  });

  it("takes a signed-in account's verified e-mail instead of a code", async () => {
    const cookie = await signUpConfirmed(t, 'member@example.com');
    const res = await book(trialInput(mentor.id, 'member@example.com'), cookie);
    expect(res.errors).toBeUndefined();
    // Another e-mail than the account's still needs its own code.
    const other = await book(trialInput(mentor.id, 'someone-else@example.com'), cookie);
    expect(reasonOf(other)).toBe('TRIAL_CODE_NEEDED');
  });
});

describe('one free trial per person and kind of plan', () => {
  it('accepts 1 of 20 trials with one mailbox (written 20 ways), whatever the phone', async () => {
    const ways = ['ada@gmail.com', 'a.da@gmail.com', 'ada+2@gmail.com', 'ADA@googlemail.com', 'A.d.a+x@gmail.com'];
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      const other = await mentorWithHours(t); // the daily cap is per mentor: it is not what stops these
      answers.push(await confirmedTrial(other.id, ways[i % ways.length] ?? 'ada@gmail.com'));
    }
    expect(answers.filter((a) => a.data?.createBookAmentor).length).toBe(1);
    expect(answers.slice(1).map(reasonOf)).toEqual(Array(19).fill('TRIAL_USED'));
    expect(answers[1]?.errors?.[0]?.message).toBe(TRIAL_MESSAGES.alreadyUsed);
  });

  it('lets 1 of 8 parallel trials of one mailbox win (the unique index decides)', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `race+${i}@example.com`);
    const codes = await Promise.all(emails.map((email) => trialCode(t, email)));
    const mentors = await Promise.all(emails.map(() => mentorWithHours(t)));
    const answers = await Promise.all(
      emails.map((email, i) => book(trialInput(mentors[i]?.id ?? '', email, { trialCode: codes[i] }))),
    );
    expect(answers.filter((a) => a.data?.createBookAmentor).length).toBe(1);
    expect(answers.filter((a) => reasonOf(a) === 'TRIAL_USED').length).toBe(7);
    expect((await t.database.db.select({ n: count() }).from(trialClaims))[0]?.n).toBeGreaterThan(0);
  });

  it('gives one trial per phone number, however it is written', async () => {
    const first = await confirmedTrial(mentor.id, 'phone-a@example.com', { phone: '0805 111 2233' });
    expect(first.errors).toBeUndefined();
    const second = await confirmedTrial(mentor.id, 'phone-b@example.com', { phone: '+234 (0) 805-111-2233' });
    expect(reasonOf(second)).toBe('TRIAL_USED');
  });

  it('counts adult and kids trials apart: one of each for one person', async () => {
    const phone = freshPhone();
    const adult = await confirmedTrial(mentor.id, 'parent@example.com', { phone });
    const kids = await confirmedTrial(mentor.id, 'parent@example.com', { phone, ...kidsExtra });
    const adultAgain = await confirmedTrial(mentor.id, 'parent@example.com', { phone });
    const kidsAgain = await confirmedTrial(mentor.id, 'parent@example.com', { phone, ...kidsExtra });
    expect([adult, kids].map((a) => a.errors)).toEqual([undefined, undefined]);
    expect([adultAgain, kidsAgain].map(reasonOf)).toEqual(['TRIAL_USED', 'TRIAL_USED']);
  });
});

describe("a mentor's trials a day", () => {
  it(`takes at most TRIAL_LIMIT_PER_MENTOR_PER_DAY (${CAP}) trials a day, parallel ones too`, async () => {
    const emails = Array.from({ length: CAP + 2 }, (_, i) => `cap${i}@example.com`);
    const codes = await Promise.all(emails.map((email) => trialCode(t, email)));
    const answers = await Promise.all(
      emails.map((email, i) => book(trialInput(mentor.id, email, { trialCode: codes[i] }))),
    );
    expect(answers.filter((a) => a.data?.createBookAmentor).length).toBe(CAP);
    const refused = answers.filter((a) => reasonOf(a) === 'TRIAL_MENTOR_FULL');
    expect(refused.length).toBe(2);
    expect(refused[0]?.errors?.[0]?.message).toBe(TRIAL_MESSAGES.mentorFull);
    const late = emails[answers.findIndex((a) => reasonOf(a) === 'TRIAL_MENTOR_FULL')] ?? '';
    // The refused person's trial is not used up: another mentor takes it.
    const other = await mentorWithHours(t);
    expect((await confirmedTrial(other.id, late)).errors).toBeUndefined();
    const paid = await book({ ...trialInput(mentor.id, 'payer@example.com'), type: 'Personal' });
    expect(paid.errors).toBeUndefined();
  });
});
