import type { z } from 'zod';
import {
  accountExists,
  adminCustom,
  contactTeam,
  declineMentorSuccess,
  registerSuccess,
  resetCode,
  verificationCode,
} from './account-templates';
import {
  bookAdvisory,
  bookMentorSuccess,
  bookSingleMentorSuccess,
  bookingTeam,
  bootcampSuccess,
  campRegistration,
  webinar,
} from './booking-templates';
import { bookingCancelled, invoiceIssued, paymentReceipt } from './payment-templates';
import { mentorInvite, requestMoreInfo } from './admin-templates';
import { payoutFailed, refundIssued } from './payout-templates';
import { mentorReviewCode, trialCode } from './mentor-templates';
import { chatUnreadMentor, chatUnreadVisitor, childMessage } from './chat-templates';
import { notice } from './notice-templates';
import { accountDeleted, accountDeletionCode, dataExportReady } from './data-rights-templates';
import { progressReport, sessionChanged, sessionOutcome, sessionReminder } from './session-templates';
import { courseBookingConfirm, courseBookingConfirmed, courseBookingTeam, courseRatingCode } from './course-templates';
import type { MailAttachmentInput } from '../attachments';
import type { MailContext, RenderedMail } from './define';

/** Every mail the product sends, by name (the names follow the original mail service's paths). */
export const mailTemplates = {
  'verification-code': verificationCode,
  'reset-code': resetCode,
  'account-exists': accountExists,
  'register-success': registerSuccess,
  'decline-mentor-success': declineMentorSuccess,
  'book-mentor-success': bookMentorSuccess,
  'book-single-mentor-success': bookSingleMentorSuccess,
  'bootcamp-success': bootcampSuccess,
  'booking-team': bookingTeam,
  'book-advisory': bookAdvisory,
  'camp-registration': campRegistration,
  webinar,
  'contact-team': contactTeam,
  'admin-custom': adminCustom,
  'course-booking-confirm': courseBookingConfirm,
  'course-booking-confirmed': courseBookingConfirmed,
  'course-booking-team': courseBookingTeam,
  'course-rating-code': courseRatingCode,
  'payment-receipt': paymentReceipt,
  'booking-cancelled': bookingCancelled,
  'invoice-issued': invoiceIssued,
  'mentor-review-code': mentorReviewCode,
  'trial-code': trialCode,
  'chat-unread-mentor': chatUnreadMentor,
  'chat-unread-visitor': chatUnreadVisitor,
  'request-more-info': requestMoreInfo,
  'mentor-invite': mentorInvite,
  'session-changed': sessionChanged,
  'session-outcome': sessionOutcome,
  'progress-report': progressReport,
  'session-reminder': sessionReminder,
  // The e-mails written in modules/notifications/templates (issue 24).
  notice,
  'payout-failed': payoutFailed,
  'refund-issued': refundIssued,
  // A person's data rights (issue 35, decision 0043).
  'data-export-ready': dataExportReady,
  'child-message': childMessage,
  'account-deletion-code': accountDeletionCode,
  'account-deleted': accountDeleted,
};

export type TemplateName = keyof typeof mailTemplates;
export type TemplateData<K extends TemplateName> = z.input<(typeof mailTemplates)[K]['schema']>;

/**
 * A mail to queue: the template decides subject and bodies; `data` is typed per template. Files to send with it
 * (a calendar invite) go in `attachments`.
 */
export type OutgoingMail = {
  [K in TemplateName]: { to: string; template: K; data: TemplateData<K>; attachments?: MailAttachmentInput[] };
}[TemplateName];

export const isTemplateName = (name: string): name is TemplateName => Object.hasOwn(mailTemplates, name);

/** Checks data against its template (a programming error surfaces in the caller, not later in the worker). */
export function checkMailData(template: TemplateName, data: unknown): Record<string, unknown> {
  const parsed = mailTemplates[template].schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `mail '${template}': bad data: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

export function renderMail(template: string, data: unknown, ctx: MailContext): RenderedMail {
  if (!isTemplateName(template)) throw new Error(`unknown mail template '${template}'`);
  const t = mailTemplates[template];
  const parsed = t.schema.safeParse(data);
  if (!parsed.success) throw new Error(`mail '${template}': stored data no longer matches the template`);
  // The union of templates cannot be narrowed through the lookup; each template checked its own data above.
  return (t.render as (d: unknown, c: MailContext) => RenderedMail)(parsed.data, ctx);
}

export type { MailContext, RenderedMail };
