import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

/**
 * What admins did (issue 13, beyond the original): one row per admin action, written in the same transaction as the
 * change, so a change without its row (or a row without its change) cannot happen. The actor's e-mail is copied in,
 * so the log still says who after the account is gone. `before`/`after` hold the fields the action changed.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: idColumn(),
    actorUserId: text('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ...timestamps,
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_action_idx').on(t.action),
  ],
);

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = typeof adminAuditLog.$inferInsert;
