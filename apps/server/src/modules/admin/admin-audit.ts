import type { MentorViewer } from '../accounts/viewer';
import type { AdminRepo } from './admin.repo';

/** Who did an admin action: the signed-in admin's account. */
export type Actor = Pick<MentorViewer, 'userId' | 'email'>;

/** What an audit row records, besides who and when. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes the audit row of an action, with the repository of the action's own transaction. */
export async function recordAudit(repo: AdminRepo, actor: Actor, entry: AuditEntry): Promise<void> {
  await repo.audit({ actorUserId: actor.userId, actorEmail: actor.email, ...entry });
}
