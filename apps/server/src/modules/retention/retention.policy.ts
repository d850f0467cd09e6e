/**
 * How long we keep what we store: the promises of the privacy policy (/privacy, "How long we keep data") that a
 * job can keep. Each later module adds its own line here (bookings, chats, children's details) with its purge.
 */
const DAY = 24 * 60 * 60 * 1000;

export const retention = {
  /** Contact messages: 2 years. */
  contactMessagesMs: 2 * 365 * DAY,
  /** Copies of sent (and finally failed) emails: 12 months. */
  mailCopiesMs: 365 * DAY,
  /**
   * Mails carrying a one-time code, whatever their state: 24 hours. The code is dead after 15 minutes at most, so a copy
   * only risks leaking it, and delivering it later would help no one.
   */
  codeMailsMs: DAY,
} as const;

/** The mail templates whose data holds a one-time code. */
export const codeMailTemplates = ['verification-code', 'reset-code', 'course-rating-code'] as const;

/** How often each server instance runs the purge. Deleting is idempotent, so instances may overlap. */
export const retentionIntervalMs = 6 * 60 * 60 * 1000;
