import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentors } from '../mentors/mentors.schema';
import { mentorSession, signUpConfirmed } from './test-helpers';

let t: TestApp;
let userCookie: string;
let userId: string;
let mentor: { cookie: string; mentorId: string; userId: string };
let accepted: { cookie: string; mentorId: string; userId: string };
let admin: { cookie: string; mentorId: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  userCookie = await signUpConfirmed(t, 'plain-user@example.com');
  const me = await t.gql<{ me: { sub: string } }>('{ me { sub } }', {}, { cookie: userCookie });
  userId = me.data?.me.sub ?? '';
  mentor = await mentorSession(t, 'a-mentor@example.com');
  accepted = await mentorSession(t, 'an-accepted-mentor@example.com');
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true })
    .where(eq(mentors.id, accepted.mentorId));
  admin = await mentorSession(t, 'an-admin@example.com', { admin: true });
});
afterAll(() => t.close());

const OUTBOX = '{ mailOutbox { items { id template } } }';

describe('roles', () => {
  const roleOf = async (cookie?: string) =>
    (await t.gql<{ me: { role: string } }>('{ me { role } }', {}, cookie ? { cookie } : {})).data?.me.role;

  it('resolves visitor, user, mentor and admin in me', async () => {
    expect(await roleOf()).toBe('VISITOR');
    expect(await roleOf(userCookie)).toBe('USER');
    expect(await roleOf(accepted.cookie)).toBe('MENTOR');
    expect(await roleOf(admin.cookie)).toBe('ADMIN');
  });

  it('makes only an ACCEPTED record a mentor, and counts an admin flag only on an accepted record', async () => {
    const applicant = await mentorSession(t, 'an-applicant@example.com');
    const set = (values: Partial<typeof mentors.$inferInsert>) =>
      t.database.db.update(mentors).set(values).where(eq(mentors.id, applicant.mentorId));
    const ME = '{ me { role mentor { id status } } }';
    // In review: still a user, who reads their own application through me.
    const me = await t.gql<{ me: { role: string; mentor: { id: string; status: string } } }>(
      ME,
      {},
      { cookie: applicant.cookie },
    );
    expect(me.data?.me).toEqual({ role: 'USER', mentor: { id: applicant.mentorId, status: 'REVIEW' } });
    await set({ isAdmin: true });
    expect(await roleOf(applicant.cookie)).toBe('USER');
    expect((await t.gql(OUTBOX, {}, { cookie: applicant.cookie })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await set({ status: 'DECLINED', isAdmin: false });
    expect(await roleOf(applicant.cookie)).toBe('USER');
    await set({ status: 'ACCEPTED' });
    expect(await roleOf(applicant.cookie)).toBe('MENTOR');
    await set({ isAdmin: true });
    expect(await roleOf(applicant.cookie)).toBe('ADMIN');
  });

  it('lets only admins read an admin query: UNAUTHENTICATED for visitors, FORBIDDEN for users and mentors', async () => {
    const visitor = await t.gql(OUTBOX);
    expect(visitor.errors?.[0]).toMatchObject({
      message: 'You are not currently logged in, please login',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const cookie of [userCookie, mentor.cookie, accepted.cookie]) {
      const res = await t.gql(OUTBOX, {}, { cookie });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.data).toBeNull();
    }
    const ok = await t.gql<{ mailOutbox: { items: { template: string }[] } }>(OUTBOX, {}, { cookie: admin.cookie });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.mailOutbox.items.some((m) => m.template === 'verification-code')).toBe(true);
  });

  it('treats a forged or stale cookie as a visitor', async () => {
    const res = await t.gql<{ me: { role: string } }>(
      '{ me { role } }',
      {},
      { cookie: 'eazy2con.session_token=forged.value' },
    );
    expect(res.data?.me.role).toBe('VISITOR');
  });
});

const BY_SUB = `query($userSubId: String!) { mentorByUserSubId(userSubId: $userSubId, sortDirection: DESC, limit: 1) {
  items { id status userSubId phone isAdmin } nextToken } }`;

describe('mentorByUserSubId', () => {
  it('answers the signed-in account its own record, first item', async () => {
    const res = await t.gql<{ mentorByUserSubId: { items: { id: string; phone: string }[]; nextToken: null } }>(
      BY_SUB,
      { userSubId: mentor.userId },
      { cookie: mentor.cookie },
    );
    expect(res.data?.mentorByUserSubId.items[0]?.id).toBe(mentor.mentorId);
    expect(res.data?.mentorByUserSubId.items[0]?.phone).toBe('+234 803 123 4567');
    expect(res.data?.mentorByUserSubId.nextToken).toBeNull();
  });

  it('answers an empty list to a user without a record', async () => {
    const res = await t.gql<{ mentorByUserSubId: { items: unknown[] } }>(
      BY_SUB,
      { userSubId: userId },
      { cookie: userCookie },
    );
    expect(res.data?.mentorByUserSubId.items).toEqual([]);
  });

  it("refuses another account's record, except to an admin", async () => {
    const other = await t.gql(BY_SUB, { userSubId: mentor.userId }, { cookie: userCookie });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await t.gql(BY_SUB, { userSubId: mentor.userId });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const byAdmin = await t.gql<{ mentorByUserSubId: { items: { id: string }[] } }>(
      BY_SUB,
      { userSubId: mentor.userId },
      { cookie: admin.cookie },
    );
    expect(byAdmin.data?.mentorByUserSubId.items[0]?.id).toBe(mentor.mentorId);
  });

  it('filters by status', async () => {
    const q = `query($u: String!) { mentorByUserSubId(userSubId: $u, filter: { status: ACCEPTED }) { items { id } } }`;
    const res = await t.gql<{ mentorByUserSubId: { items: unknown[] } }>(
      q,
      { u: mentor.userId },
      { cookie: mentor.cookie },
    );
    expect(res.data?.mentorByUserSubId.items).toEqual([]);
  });
});

const GET = `query($id: ID!) { getMentor(id: $id) { id status email phone userSubId } }`;

describe('getMentor visibility', () => {
  it('hides a mentor in review from the public and other users, shows it to its owner and to admins', async () => {
    expect((await t.gql<{ getMentor: null }>(GET, { id: mentor.mentorId })).data?.getMentor).toBeNull();
    expect(
      (await t.gql<{ getMentor: null }>(GET, { id: mentor.mentorId }, { cookie: userCookie })).data?.getMentor,
    ).toBeNull();
    const own = await t.gql<{ getMentor: { status: string; email: string; phone: string } }>(
      GET,
      { id: mentor.mentorId },
      { cookie: mentor.cookie },
    );
    expect(own.data?.getMentor).toMatchObject({ status: 'REVIEW', phone: '+234 803 123 4567' });
    expect(own.data?.getMentor.email).toMatch(/@example\.com$/);
    const byAdmin = await t.gql<{ getMentor: { status: string } }>(
      GET,
      { id: mentor.mentorId },
      { cookie: admin.cookie },
    );
    expect(byAdmin.data?.getMentor.status).toBe('REVIEW');
  });

  it('shows an accepted mentor to everyone, without its account fields', async () => {
    await t.database.db.update(mentors).set({ status: 'ACCEPTED' }).where(eq(mentors.id, mentor.mentorId));
    const res = await t.gql<{
      getMentor: { id: string; email: string | null; phone: string | null; userSubId: string | null };
    }>(GET, {
      id: mentor.mentorId,
    });
    expect(res.data?.getMentor).toMatchObject({ id: mentor.mentorId, email: null, phone: null, userSubId: null });
    await t.database.db.update(mentors).set({ status: 'REVIEW' }).where(eq(mentors.id, mentor.mentorId));
  });
});
