import { eq } from 'drizzle-orm';
import { nextIp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';

/** The signed-in people an admin test acts as (the roles of the role × operation matrix, besides anonymous). */
export interface AdminTestPeople {
  /** Signed in, no mentor record. */
  user: string;
  /** An accepted mentor without the admin flag. */
  mentor: string;
  admin: { cookie: string; userId: string; email: string };
}

let counter = 0;

export async function adminTestPeople(t: TestApp): Promise<AdminTestPeople> {
  counter += 1;
  const user = await signUpConfirmed(t, `admin-test-user-${counter}@example.com`);
  const accepted = await mentorSession(t, `admin-test-mentor-${counter}@example.com`);
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true })
    .where(eq(mentors.id, accepted.mentorId));
  const email = `admin-test-admin-${counter}@example.com`;
  const admin = await mentorSession(t, email, { admin: true });
  return { user, mentor: accepted.cookie, admin: { cookie: admin.cookie, userId: admin.userId, email } };
}

/** GET of an export as the admin (or anyone with `cookie`). */
export async function getExport(t: TestApp, path: string, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.http.inject({
    method: 'GET',
    url: `/api/admin/export/${path}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** The calls the admin action tests make: a GraphQL request as the admin, the templates mailed to someone, an audit trail. */
export function adminCalls(t: TestApp, people: AdminTestPeople) {
  return {
    asAdmin: <T>(doc: string, variables: Record<string, unknown> = {}) =>
      t.gql<T>(doc, variables, { cookie: people.admin.cookie, ip: nextIp() }),
    mailsTo: async (to: string) => (await t.app.services.mail.list({ to, limit: 50 })).items.map((m) => m.template),
    auditOf: async (targetId: string) =>
      (await t.app.services.admin.listAuditLog({ search: targetId, limit: 50 })).items.map((a) => ({
        action: a.action,
        actorEmail: a.actorEmail,
        before: a.before,
        after: a.after,
      })),
  };
}
