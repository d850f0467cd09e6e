/**
 * The shape of an admin audit row's content, below the modules: the modules whose admin actions are audited
 * (notifications, sessions, payouts, refunds, courses) name these types, and the admin module owns the log
 * itself (modules/admin/admin-audit.ts writes the row).
 */

/** Who did an admin action: the signed-in admin's account. */
export interface Actor {
  userId: string;
  email: string;
}

/** What an audit row records, besides who and when. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
