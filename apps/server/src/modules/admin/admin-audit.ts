import type { Actor, AuditEntry } from '../../lib/audit';
import type { AdminRepo } from './admin.repo';

export type { Actor, AuditEntry };

/** Writes the audit row of an action, with the repository of the action's own transaction. */
export async function recordAudit(repo: AdminRepo, actor: Actor, entry: AuditEntry): Promise<void> {
  await repo.audit({ actorUserId: actor.userId, actorEmail: actor.email, ...entry });
}
