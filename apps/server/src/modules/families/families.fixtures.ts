import { CONSENT_NOTICE_VERSION } from '@eazy2con/shared/consent-notice';
import { eq } from 'drizzle-orm';
import { nextIp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';
import { mentorAvailability } from '../sessions/sessions.schema';

/** Test helpers for parents and children (issue 35): the consent code as the parent's phone receives it. */

export const REQUEST_CONSENT_CODE = `mutation ($phone: String!) { requestChildConsentCode(phone: $phone) { phone channel minutes } }`;
export const ADD_CHILD = `mutation ($input: AddChildInput!) {
  addChild(input: $input) { id firstName ageBand consent { status givenAt method noticeVersion relationship } } }`;

/** The newest consent code texted to this number, read from the outbox as the parent reads it. */
export async function lastConsentCode(t: TestApp, phone: string): Promise<string> {
  const { items } = await t.app.services.notifications.list({ to: phone, limit: 50 });
  const code = items.find((d) => d.template === 'consent-code')?.data.code;
  if (typeof code !== 'string') throw new Error(`no consent code was texted to ${phone}`);
  return code;
}

let phones = 0;
/** A Nigerian mobile number no other parent in the run used. */
export const parentPhone = (): { typed: string; digits: string } => {
  phones += 1;
  const local = `809${String(1_000_000 + phones).slice(-7)}`;
  return { typed: `0${local}`, digits: `234${local}` };
};

/** Adds a child the way a parent does: asks for the code, reads it on the phone, agrees to the notice. */
export async function addChild(
  t: TestApp,
  cookie: string,
  child: { firstName: string; ageBand?: string; yearOfBirth?: number },
  phone = parentPhone(),
): Promise<{ id: string; firstName: string }> {
  const sent = await t.gql(REQUEST_CONSENT_CODE, { phone: phone.typed }, { cookie, ip: nextIp() });
  if (sent.errors) throw new Error(`requestChildConsentCode failed: ${JSON.stringify(sent.errors)}`);
  const res = await t.gql<{ addChild: { id: string; firstName: string } }>(
    ADD_CHILD,
    {
      input: {
        firstName: child.firstName,
        ageBand: child.ageBand ?? '7 - 12 years',
        ...(child.yearOfBirth ? { yearOfBirth: child.yearOfBirth } : {}),
        relationship: 'Parent',
        consentNoticeVersion: CONSENT_NOTICE_VERSION,
        phoneCode: await lastConsentCode(t, phone.digits),
      },
    },
    { cookie, ip: nextIp() },
  );
  if (!res.data?.addChild) throw new Error(`addChild failed: ${JSON.stringify(res.errors)}`);
  return res.data.addChild;
}

/** An accepted mentor, signed in, taking new mentees (a kids plan may name them). */
export async function teachingMentor(t: TestApp, email: string): Promise<{ cookie: string; mentorId: string }> {
  const m = await mentorSession(t, email);
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true, firstname: 'Chidi', lastname: 'Eze' })
    .where(eq(mentors.id, m.mentorId));
  await t.database.db.insert(mentorAvailability).values({
    mentorId: m.mentorId,
    timeZone: 'Africa/Lagos',
    weekly: [],
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 720,
    bufferMinutes: 15,
    horizonDays: 28,
    acceptingNewMentees: true,
  });
  return m;
}

export const SET_LEARNER_CODE = `mutation ($id: ID!, $code: String!) { setLearnerCode(childId: $id, code: $code) }`;
export const LEARNER_SIGN_IN = `mutation ($id: ID!, $code: String!) { learnerSignIn(childId: $id, code: $code) { token firstName } }`;

/** A child's learner space, turned on by the parent and signed in to by the child: the child's token. */
export async function learnerToken(t: TestApp, cookie: string, childId: string, code = '246810'): Promise<string> {
  const set = await t.gql(SET_LEARNER_CODE, { id: childId, code }, { cookie });
  if (set.errors) throw new Error(`setLearnerCode failed: ${JSON.stringify(set.errors)}`);
  const res = await t.gql<{ learnerSignIn: { token: string } }>(
    LEARNER_SIGN_IN,
    { id: childId, code },
    { ip: nextIp() },
  );
  if (!res.data?.learnerSignIn) throw new Error(`learnerSignIn failed: ${JSON.stringify(res.errors)}`);
  return res.data.learnerSignIn.token;
}
