import { NOT_SIGNED_IN } from '@eazy2con/shared/validation/accounts';
import { AppError } from '../../lib/app-error';
import type { MentorViewer, Role, SignedInViewer, Viewer } from './viewer';

const rank: Record<Role, number> = { visitor: 0, user: 1, mentor: 2, admin: 3 };

export { NOT_SIGNED_IN };
export const NOT_ALLOWED = 'You are not allowed to do this';

interface HasViewer {
  viewer(): Promise<Viewer>;
}

/**
 * The one authorisation guard: every resolver that is not public declares the least role it needs.
 * Roles are ordered (admin ⊃ mentor ⊃ user ⊃ visitor). A visitor gets UNAUTHENTICATED, a signed-in person
 * without the role FORBIDDEN.
 */
export async function requireRole(ctx: HasViewer, role: 'user', message?: string): Promise<SignedInViewer>;
export async function requireRole(ctx: HasViewer, role: 'mentor' | 'admin', message?: string): Promise<MentorViewer>;
export async function requireRole(
  ctx: HasViewer,
  role: Exclude<Role, 'visitor'>,
  message?: string,
): Promise<SignedInViewer> {
  const viewer = await ctx.viewer();
  if (viewer.role === 'visitor') throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
  if (rank[viewer.role] < rank[role]) throw new AppError('FORBIDDEN', message ?? NOT_ALLOWED);
  return viewer;
}
