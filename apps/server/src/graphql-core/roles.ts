import { NOT_SIGNED_IN } from '@eazy2con/shared/validation/accounts';
import { AppError } from '../lib/app-error';

/**
 * Roles and the one role check, below the modules: the admin wrappers (graphql-core/admin-operations.ts) and any
 * module's ownership rule need them, and the full viewer (modules/accounts/viewer.ts, which carries the mentor
 * record) sits in a module above most of those. `Asker` is what these rules read of a viewer; the full `Viewer`
 * is one, so callers pass it unchanged.
 */
export type Role = 'visitor' | 'user' | 'mentor' | 'admin';

export interface SignedInAsker {
  role: Exclude<Role, 'visitor'>;
  /** The account id (Better Auth user id). */
  userId: string;
  email: string;
}

export type Asker = { role: 'visitor' } | SignedInAsker;

export { NOT_SIGNED_IN };
export const NOT_ALLOWED = 'You are not allowed to do this';

const rank: Record<Role, number> = { visitor: 0, user: 1, mentor: 2, admin: 3 };

/**
 * Roles are ordered (admin ⊃ mentor ⊃ user ⊃ visitor). A visitor gets UNAUTHENTICATED, a signed-in person
 * without the role FORBIDDEN.
 */
export function checkRole<V extends Asker>(
  viewer: V,
  role: Exclude<Role, 'visitor'>,
  message?: string,
): Exclude<V, { role: 'visitor' }> {
  if (viewer.role === 'visitor') throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
  if (rank[viewer.role] < rank[role]) throw new AppError('FORBIDDEN', message ?? NOT_ALLOWED);
  return viewer as Exclude<V, { role: 'visitor' }>;
}

/** True for the account that owns a record, or for an admin. */
export function ownsOrAdmin(viewer: Asker, userSubId: string | null): boolean {
  if (viewer.role === 'visitor') return false;
  return viewer.role === 'admin' || (userSubId !== null && viewer.userId === userSubId);
}
