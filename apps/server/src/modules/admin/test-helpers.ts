import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
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
