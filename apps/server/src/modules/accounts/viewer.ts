import type { MentorRow } from '../mentors/mentors.repo';

/**
 * Who is asking, resolved once per request from the session cookie:
 * visitor (anonymous), user (signed in, no mentor record), mentor (has a mentor record), admin (record with isAdmin).
 */
export type Role = 'visitor' | 'user' | 'mentor' | 'admin';

export interface Visitor {
  role: 'visitor';
}

export interface SignedInViewer {
  role: 'user' | 'mentor' | 'admin';
  /** The account id (Better Auth user id), the mentor record's userSubId. */
  userId: string;
  email: string;
  emailVerified: boolean;
  mentor: MentorRow | null;
}

export interface MentorViewer extends SignedInViewer {
  role: 'mentor' | 'admin';
  mentor: MentorRow;
}

export type Viewer = Visitor | SignedInViewer;

export const VISITOR: Visitor = { role: 'visitor' };

export function roleOf(mentor: MentorRow | null): SignedInViewer['role'] {
  if (!mentor) return 'user';
  return mentor.isAdmin ? 'admin' : 'mentor';
}

/** True for the account that owns a record, or for an admin. */
export function ownsOrAdmin(viewer: Viewer, userSubId: string | null): boolean {
  if (viewer.role === 'visitor') return false;
  return viewer.role === 'admin' || (userSubId !== null && viewer.userId === userSubId);
}
