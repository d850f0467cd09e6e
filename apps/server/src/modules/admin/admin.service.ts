import type { PayableBookingKind } from '@eazy2con/shared/payments';
import {
  AdminListInputSchema,
  RequestMentorInfoSchema,
  SendAdminMailSchema,
  type AdminListInput,
} from '@eazy2con/shared/validation/admin';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import type { MentorBookingRow, MentorBookingStatus } from '../bookings/mentor-bookings.schema';
import type { MailRow, MailStatus } from '../mail/mail.repo';
import type { MailView } from '../mail/mail.service';
import { applyDecision, decisionMailTemplate, mentorFullName, type MentorDecision } from '../mentors/mentor-status';
import type { MentorRow } from '../mentors/mentors.repo';
import type { Tx } from '../../db/transaction';
import type { AdminListName, AdminPage, KidsBookingRow } from './admin-list-types';
import type { AuditRow } from './admin.schema';
import { recordAudit, type Actor, type AuditEntry } from './admin-audit';
import { inviteMentor } from './admin-invite';
import { publishAccessChanged } from '../accounts/access-watch';
import type { AdminServiceDeps } from './admin-deps';

export type { AdminServiceDeps } from './admin-deps';
import { markTransferPaid } from './admin-transfers';
import {
  BOOKING_NOT_FOUND,
  MENTOR_NOT_FOUND,
  NOT_IN_REVIEW,
  NOT_YOUR_OWN_STATUS,
  parseList,
  snapshot,
} from './admin-input';

/**
 * The admin back office (issue 13). Every method is for admins only: the resolvers and the export route check the
 * role before calling. Lists are paged, searched and sorted by the database; every action writes its audit row in
 * the transaction of its change, and live events are published only after that transaction commits.
 */
export class AdminService {
  private readonly now: () => Date;

  constructor(private readonly deps: AdminServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  // ---- lists ----

  listMentorApplications(input: AdminListInput | null | undefined): Promise<AdminPage<MentorRow>> {
    return this.deps.lists.list('mentorApplications', parseList(input));
  }

  listBookAmentors(input: AdminListInput | null | undefined, custom: boolean): Promise<AdminPage<MentorBookingRow>> {
    return this.deps.lists.list(custom ? 'customBookAmentors' : 'bookAmentors', parseList(input));
  }

  listBookKidmentors(input: AdminListInput | null | undefined): Promise<AdminPage<KidsBookingRow>> {
    return this.deps.lists.list('bookKidmentors', parseList(input));
  }

  list<T>(
    name: Exclude<AdminListName, 'courses' | 'outboxMails'>,
    input: AdminListInput | null | undefined,
  ): Promise<AdminPage<T>> {
    return this.deps.lists.list<T>(name, parseList(input));
  }

  async listOutboxMails(
    input: AdminListInput | null | undefined,
    status: MailStatus | null | undefined,
  ): Promise<AdminPage<MailView>> {
    const page = await this.deps.lists.listOutboxMails<MailRow>(parseList(input), status);
    return { ...page, items: page.items.map((row) => this.deps.mail.view(row)) };
  }

  /** The /add-courses list's rows (the courses module adds each course's mentors). */
  listCourseRows<T>(input: AdminListInput | null | undefined): Promise<AdminPage<T>> {
    return this.deps.lists.list<T>('courses', parseList(input));
  }

  /** Writes the audit row of another module's admin action, in that action's transaction (the log is ours). */
  async audit(actor: Actor, entry: AuditEntry, tx: Tx): Promise<void> {
    await recordAudit(this.deps.repo.in(tx), actor, entry);
  }

  listAuditLog(input: AdminListInput | null | undefined): Promise<AdminPage<AuditRow>> {
    return this.deps.lists.list('auditLog', parseList(input));
  }

  /** Every row of a list with this search and sort, for the CSV export. */
  exportRows<T>(name: AdminListName, input: unknown): AsyncGenerator<T> {
    const { offset: _offset, limit: _limit, ...query } = parseInput(AdminListInputSchema, input ?? {});
    return this.deps.lists.rows<T>(name, query);
  }

  // ---- actions ----

  /** Approve or Decline (spec 3 §4): ACCEPTED also lists the mentor publicly; the decision's mail is queued. */
  async updateMentorStatus(actor: Actor, id: string, status: string): Promise<MentorRow> {
    if (status !== 'ACCEPTED' && status !== 'DECLINED') {
      throw new AppError('BAD_USER_INPUT', 'An application can only be accepted or declined');
    }
    const decision: MentorDecision = status;
    const row = await this.deps.repo.transaction(async (repo, tx) => {
      const before = await this.mentorOrThrow(id, tx);
      if (before.userSubId !== null && before.userSubId === actor.userId)
        throw new AppError('FORBIDDEN', NOT_YOUR_OWN_STATUS);
      const after = await this.deps.mentors.setStatus(before.id, applyDecision(decision), tx);
      if (!after) throw new AppError('NOT_FOUND', MENTOR_NOT_FOUND);
      await this.deps.mail.enqueue(tx, {
        to: after.email,
        template: decisionMailTemplate(decision),
        data: { name: mentorFullName(after) },
      });
      await recordAudit(repo, actor, {
        action: 'updateMentorStatus',
        targetType: 'mentor',
        targetId: after.id,
        before: { status: before.status, isActive: before.isActive },
        after: { status: after.status, isActive: after.isActive },
      });
      return after;
    });
    this.deps.mail.kick();
    // A declined mentor's open streams (chat, admin lists) end on every instance; they re-check their session then.
    publishAccessChanged(this.deps.bus, row.userSubId);
    return row;
  }

  /** A mail to an applicant; the application stays in review. */
  async requestMentorInfo(actor: Actor, id: string, input: { message: string }): Promise<MentorRow> {
    const { message } = parseInput(RequestMentorInfoSchema, input);
    const row = await this.deps.repo.transaction(async (repo, tx) => {
      const mentor = await this.mentorOrThrow(id, tx);
      if (mentor.status !== 'REVIEW') throw new AppError('CONFLICT', NOT_IN_REVIEW);
      await this.deps.mail.enqueue(tx, {
        to: mentor.email,
        template: 'request-more-info',
        data: { name: mentorFullName(mentor), message },
      });
      await recordAudit(repo, actor, {
        action: 'requestMentorInfo',
        targetType: 'mentor',
        targetId: mentor.id,
        before: { status: mentor.status },
        after: { status: mentor.status, message },
      });
      return mentor;
    });
    this.deps.mail.kick();
    return row;
  }

  /** Start / Pause / Stop a mentor booking (spec 3 §4). */
  setBookAmentorStatus(actor: Actor, id: string, status: MentorBookingStatus): Promise<MentorBookingRow> {
    return this.deps.repo.transaction(async (repo, tx) => {
      const before = isUuid(id) ? await this.deps.mentorBookings.lockById(id, tx) : null;
      if (!before) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      const after = await this.deps.mentorBookings.setStatus(before.id, status, tx);
      if (!after) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      await recordAudit(repo, actor, {
        action: 'setBookAmentorStatus',
        targetType: 'bookAmentor',
        targetId: after.id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
  }

  async deleteBookAmentor(actor: Actor, id: string): Promise<string> {
    const deleted = await this.deps.repo.transaction(async (repo, tx) => {
      const row = isUuid(id) ? await this.deps.mentorBookings.deleteById(id, 'adult', tx) : null;
      if (!row) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      await recordAudit(repo, actor, {
        action: 'deleteBookAmentor',
        targetType: 'bookAmentor',
        targetId: row.id,
        before: snapshot(row),
        after: null,
      });
      return row.id;
    });
    await this.publish('admin:book-amentor-deleted', deleted);
    return deleted;
  }

  /** A kids booking: a kids mentor booking or a weekend camp registration (one list, one id space of uuids). */
  async deleteBookKidmentor(actor: Actor, id: string): Promise<string> {
    const deleted = await this.deps.repo.transaction(async (repo, tx) => {
      if (!isUuid(id)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      const kids = await this.deps.mentorBookings.deleteById(id, 'kids', tx);
      const camp = kids ? undefined : await this.deps.camp.deleteById(id, tx);
      const row = kids ?? camp;
      if (!row) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      await recordAudit(repo, actor, {
        action: 'deleteBookKidmentor',
        targetType: kids ? 'kidMentor' : 'camp',
        targetId: row.id,
        before: snapshot(row),
        after: null,
      });
      return row.id;
    });
    await this.publish('admin:book-kidmentor-changed', deleted);
    return deleted;
  }

  /** A bank transfer seen on the account, marked paid by hand (admin-transfers.ts). */
  async markTransferPaid(actor: Actor, kind: PayableBookingKind, id: string, input: { reference: string }) {
    await markTransferPaid(this.deps, actor, { kind, id }, input, this.now());
    if (kind === 'kidMentor' || kind === 'camp') await this.publish('admin:book-kidmentor-changed', id);
    return true;
  }

  /** The Send Mail modal: through the outbox. */
  async sendAdminMail(actor: Actor, input: unknown): Promise<boolean> {
    const { email, subject, message } = parseInput(SendAdminMailSchema, input);
    await this.deps.repo.transaction(async (repo, tx) => {
      const mail = await this.deps.mail.enqueue(tx, {
        to: email,
        template: 'admin-custom',
        data: { subject, message },
      });
      await recordAudit(repo, actor, {
        action: 'sendAdminMail',
        targetType: 'mail',
        targetId: mail.id,
        before: null,
        after: { to: email, subject },
      });
    });
    this.deps.mail.kick();
    return true;
  }

  /** /add-mentors (admin-invite.ts). */
  inviteMentor(actor: Actor, input: unknown): Promise<MentorRow> {
    return inviteMentor(this.deps, actor, input);
  }

  /** A webinar registration the admin list should show (called after it committed). */
  webinarAttendeeCreated(id: string): Promise<void> {
    return this.publish('admin:webinar-attendee-created', id);
  }

  /** A kids booking or camp registration changed (called after it committed). */
  kidsBookingChanged(id: string): Promise<void> {
    return this.publish('admin:book-kidmentor-changed', id);
  }

  // ---- helpers ----

  private async mentorOrThrow(id: string, tx: Tx): Promise<MentorRow> {
    const mentor = isUuid(id) ? await this.deps.mentors.lockById(id, tx) : null;
    if (!mentor) throw new AppError('NOT_FOUND', MENTOR_NOT_FOUND);
    return mentor;
  }

  private async publish(
    topic: 'admin:webinar-attendee-created' | 'admin:book-amentor-deleted' | 'admin:book-kidmentor-changed',
    id: string,
  ): Promise<void> {
    // A lost live event only delays a refresh; it must not fail the change that already committed.
    try {
      await Promise.resolve(this.deps.bus.pubsub.publish(topic, id));
    } catch {
      /* the lists refetch on their next load */
    }
  }
}
