import type { Role } from '../../graphql-core/roles';
import type { MentorRow } from '../mentors/mentors.repo';

export type { Role };
export { ownsOrAdmin } from '../../graphql-core/roles';

/**
 * Who is asking, resolved once per request from the session cookie: visitor (anonymous), user (signed in, without
 * an accepted mentor record: an applicant in review, or declined, is a user), mentor (accepted mentor record),
 * admin (accepted record with isAdmin).
 */
export interface Visitor {
  role: 'visitor';
}

export interface SignedInViewer {
  role: 'user' | 'mentor' | 'admin';
  /** The account id (Better Auth user id), the mentor record's userSubId. */
  userId: string;
  email: string;
  emailVerified: boolean;
  /** The account's mentor record whatever its status (an applicant reads their own application through it). */
  mentor: MentorRow | null;
}

export interface MentorViewer extends SignedInViewer {
  role: 'mentor' | 'admin';
  mentor: MentorRow;
}

export type Viewer = Visitor | SignedInViewer;

export const VISITOR: Visitor = { role: 'visitor' };

/** Only an ACCEPTED record makes a mentor, and only an accepted one with isAdmin an admin. */
export function roleOf(mentor: MentorRow | null): SignedInViewer['role'] {
  if (mentor?.status !== 'ACCEPTED') return 'user';
  return mentor.isAdmin ? 'admin' : 'mentor';
}
