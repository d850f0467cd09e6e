import type { Viewer } from '../accounts/viewer';

/**
 * The e-mail address the viewer has proved to own (lower-case), or null: a visitor, or an account that has not
 * confirmed its address yet. A booking or rating with this address needs no mailed confirmation.
 */
export function verifiedEmailOf(viewer: Viewer): string | null {
  if (viewer.role === 'visitor' || !viewer.emailVerified) return null;
  return viewer.email.trim().toLowerCase();
}
