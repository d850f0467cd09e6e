import { HELD_MAIL_KEEP_DAYS, SANDBOX_CHECKOUT_KEEP_DAYS } from '@eazy2con/shared/retention';
import { CAMP_CHILD_DETAILS_KEEP_DAYS, CAMP_UNPAID_KEEP_DAYS } from '@eazy2con/shared/weekend-camp';

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
  /** Mail held because no mail server is set (the admin reads it in the back office): 30 days, sent or not. */
  heldMailMs: HELD_MAIL_KEEP_DAYS * DAY,
  /** The sandbox payment provider's checkouts (test payments, no Flutterwave key): 30 days. */
  sandboxCheckoutsMs: SANDBOX_CHECKOUT_KEEP_DAYS * DAY,
  /**
   * Weekend camp registrations never paid: 90 days. No class was taken, so the child's details serve nothing once
   * the team's follow-up has had its time (docs/decisions/0013).
   */
  unpaidCampRegistrationsMs: CAMP_UNPAID_KEEP_DAYS * DAY,
  /**
   * The child's details on a paid camp registration: 12 months after registering. Classes are not recorded, so the
   * registration stands in for the last class; it is never later than the policy's "12 months after the child's
   * last class". The parent's details, the amount and the payment stay as the booking record.
   */
  campChildDetailsMs: CAMP_CHILD_DETAILS_KEEP_DAYS * DAY,
  /** Bookings and payment records (camp and bootcamp registrations, ...): 6 years, as Nigerian tax and accounting rules require. */
  bookingRecordsMs: 6 * 365 * DAY,
  /**
   * Advisory calls and webinar registrations: 12 months after the call, or after the last registration. Nothing was
   * paid, so no accounting rule asks for more, and a year covers following up a call or the next webinar.
   */
  callsAndWebinarsMs: 365 * DAY,
  /**
   * Children's details: 12 months after the child's last class. A kids mentor booking holds the child's age bracket;
   * its end date stands for the last class, and the bracket is cleared 12 months after it (the parent's booking stays).
   */
  childDetailsMs: 365 * DAY,
  /** Chats: 2 years after the last message (the chat's updatedAt); then a visitor left without chats goes too. */
  chatsMs: 2 * 365 * DAY,
} as const;

/** The mail templates whose data holds a one-time code. */
export const codeMailTemplates = [
  'verification-code',
  'reset-code',
  'course-rating-code',
  'mentor-review-code',
  'trial-code',
] as const;

/** How often each server instance runs the purge. Deleting is idempotent, so instances may overlap. */
export const retentionIntervalMs = 6 * 60 * 60 * 1000;
