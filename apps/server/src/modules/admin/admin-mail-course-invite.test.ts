import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@eazy2con/shared/validation/admin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authPost, latestCode } from '../accounts/test-helpers';
import { directoryMentor } from '../mentors/mentors.fixtures';
import { adminCalls, adminTestPeople, type AdminTestPeople } from './test-helpers';

let t: TestApp;
let people: AdminTestPeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await adminTestPeople(t);
});
afterAll(() => t.close());

const asAdmin = <T>(doc: string, variables: Record<string, unknown> = {}) =>
  adminCalls(t, people).asAdmin<T>(doc, variables);
const mailsTo = (to: string) => adminCalls(t, people).mailsTo(to);

describe('Send Mail, add course, invite', () => {
  const SEND = `mutation ($email: String!, $subject: String!, $message: String!) { sendAdminMail(email: $email, subject: $subject, message: $message) }`;

  it('queues the admin mail through the outbox; refuses a short message with the spec message', async () => {
    const short = await asAdmin(SEND, { email: 'to@example.com', subject: 'Hi', message: 'Too short' });
    expect(short.errors?.[0]).toMatchObject({
      message: ADMIN_MESSAGES.mailDescription,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const ok = await asAdmin<{ sendAdminMail: boolean }>(SEND, {
      email: 'To@Example.com',
      subject: 'Your class',
      message: 'Your class starts Monday.',
    });
    expect(ok.data?.sendAdminMail).toBe(true);
    expect(await mailsTo('to@example.com')).toEqual(['admin-custom']);
  });

  it('adds a course taught by accepted mentors, with the spec messages; edits a cell inline', async () => {
    const a = await directoryMentor(t.database.db, { firstname: 'Ada', lastname: 'Teach' });
    const b = await directoryMentor(t.database.db, { firstname: 'Bola', lastname: 'Teach' });
    const pending = await directoryMentor(t.database.db, { firstname: 'Pending', status: 'REVIEW', isActive: false });
    const CREATE = `mutation ($input: AdminCourseInput!) { createAdminCourse(input: $input) { id title topics duration videoUrl language mentors { id name } } }`;
    const input = {
      language: 'English',
      title: 'Intro to Go',
      topics: ['types', ' goroutines '],
      videoUrl: 'https://youtu.be/x',
      duration: 12,
      description: 'Learn Go',
      mentorIds: [a.id, b.id],
    };
    const created = await asAdmin<{ createAdminCourse: { id: string; mentors: { id: string; name: string }[] } }>(
      CREATE,
      { input },
    );
    expect(created.data?.createAdminCourse).toMatchObject({
      title: 'Intro to Go',
      topics: ['types', 'goroutines'],
      duration: 12,
      language: 'English',
    });
    expect(created.data?.createAdminCourse.mentors.map((m) => m.name).sort()).toEqual(['Ada Teach', 'Bola Teach']);
    const refusals: [Record<string, unknown>, string][] = [
      [{ language: '' }, ADMIN_MESSAGES.language],
      [{ title: ' ' }, ADMIN_MESSAGES.title],
      [{ topics: [' '] }, ADMIN_MESSAGES.topics],
      [{ description: '' }, ADMIN_MESSAGES.description],
      [{ mentorIds: [] }, ADMIN_MESSAGES.mentors],
      [{ duration: 0 }, ADMIN_MESSAGES.duration],
      [{ mentorIds: [pending.id] }, ADMIN_MESSAGES.mentorNotAccepted],
    ];
    for (const [change, message] of refusals) {
      expect((await asAdmin(CREATE, { input: { ...input, ...change } })).errors?.[0]?.message).toBe(message);
    }
    const options = await asAdmin<{ adminMentorOptions: { id: string }[] }>(
      `{ adminMentorOptions(search: "teach") { id name } }`,
    );
    expect(options.data?.adminMentorOptions.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
    const EDIT = `mutation ($id: ID!, $input: AdminCourseEditInput!) { updateAdminCourse(id: $id, input: $input) { title duration } }`;
    const id = created.data?.createAdminCourse.id;
    expect((await asAdmin(EDIT, { id, input: { title: '' } })).errors?.[0]?.message).toBe('Please Input Title!');
    expect(
      (await asAdmin<{ updateAdminCourse: unknown }>(EDIT, { id, input: { duration: 20 } })).data?.updateAdminCourse,
    ).toEqual({ title: 'Intro to Go', duration: 20 });
  });

  it('invites a mentor: an account, an ACCEPTED record, the invite mail, and a password set through the reset code', async () => {
    const email = 'invited.mentor@example.com';
    const INVITE = `mutation ($email: String!) { inviteMentor(email: $email, firstname: "Ngozi", lastname: "Invited") { id status isActive email } }`;
    const res = await asAdmin<{ inviteMentor: { id: string; status: string; isActive: boolean; email: string } }>(
      INVITE,
      { email: 'Invited.Mentor@example.com' },
    );
    expect(res.data?.inviteMentor).toMatchObject({ status: 'ACCEPTED', isActive: true, email });
    expect(await mailsTo(email)).toEqual(['mentor-invite']);
    expect((await asAdmin(INVITE, { email })).errors?.[0]).toMatchObject({
      message: ADMIN_MESSAGES.inviteExists,
      extensions: { code: 'CONFLICT' },
    });
    expect((await authPost(t, '/email-otp/request-password-reset', { email })).status).toBe(200);
    const otp = await latestCode(t, email, 'reset-code');
    expect(
      (
        await authPost(t, '/email-otp/reset-password', {
          email,
          otp,
          password: 'chosen-password-1',
          confirmPassword: 'chosen-password-1',
        })
      ).status,
    ).toBe(200);
    const signedIn = await authPost(t, '/sign-in/email', { email, password: 'chosen-password-1' });
    expect(signedIn.status).toBe(200);
    const me = await t.gql<{ me: { role: string } }>('{ me { role } }', {}, { cookie: signedIn.cookie });
    expect(me.data?.me.role).toBe('MENTOR');
  });
});
