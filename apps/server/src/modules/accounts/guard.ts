import { checkRole, NOT_ALLOWED, NOT_SIGNED_IN } from '../../graphql-core/roles';
import type { MentorViewer, Role, SignedInViewer, Viewer } from './viewer';

export { NOT_ALLOWED, NOT_SIGNED_IN };

interface HasViewer {
  viewer(): Promise<Viewer>;
}

/**
 * The one authorisation guard: every resolver that is not public declares the least role it needs.
 * Roles are ordered (admin ⊃ mentor ⊃ user ⊃ visitor). A visitor gets UNAUTHENTICATED, a signed-in person
 * without the role FORBIDDEN (the check itself is graphql-core/roles.ts, which the admin wrappers share).
 */
export async function requireRole(ctx: HasViewer, role: 'user', message?: string): Promise<SignedInViewer>;
export async function requireRole(ctx: HasViewer, role: 'mentor' | 'admin', message?: string): Promise<MentorViewer>;
export async function requireRole(
  ctx: HasViewer,
  role: Exclude<Role, 'visitor'>,
  message?: string,
): Promise<SignedInViewer> {
  return checkRole(await ctx.viewer(), role, message);
}
