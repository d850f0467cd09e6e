import { CONSENT_NOTICE_VERSION } from '@eazy2con/shared/consent-notice';
import { AddChildSchema, ChildMessageSchema } from '@eazy2con/shared/validation/families';
import type { Tx } from '../../db/transaction';
import { accessLost } from '../../lib/access-watch';
import { AppError } from '../../lib/app-error';
import { liveEvents } from '../../lib/live-events';
import { pageRequest, toPage, type Page, type PageArgs } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import { isUuid } from '../../lib/uuid';
import type { MentorViewer, SignedInViewer } from '../accounts/viewer';
import type { AppEventBus } from '../events';
import type { MailService } from '../mail/mail.service';
import { childMessageEvent, type ChildMessageEvent } from './child-message-events';
import type { ChildReads, ChildReportView, ChildSessionView } from './child-reads';
import type { ChildWithConsent, ConsentListRow, FamiliesRepo } from './families.repo';
import type { ChildMessageRow } from './families.schema';

export const CHILD_NOT_FOUND = 'Child not found';
export const CONFIRM_EMAIL_FIRST = 'Confirm your e-mail address first: we sent a code when you signed up.';
export const TOO_MANY_CHILDREN = 'An account can hold up to 10 child profiles. Contact us if you need more.';
export const CONSENT_WITHDRAWN_BOOKING =
  'Consent for this child was withdrawn, so we cannot book for them. Add the child again with your consent to book.';
const MAX_CHILDREN = 10;
const MESSAGES_SHOWN = 200;
/** After a mail about a mentor's message, further messages within this time send none. */
const PARENT_TOLD_FOR_MS = 60 * 60_000;

/** The texted code that verifies a consent, from the notifications module (PhoneConfirmationService). */
export interface ConsentCodes {
  requestConsentCode(
    userId: string,
    input: unknown,
    clientIp: string,
  ): Promise<{ phone: string; channel: 'WHATSAPP' | 'SMS'; minutes: number }>;
  /** Checks the code (counting the try) outside any transaction; answers it with the number it went to. */
  checkConsentCode(userId: string, code: string): Promise<{ phone: string }>;
  /** Spends what `checkConsentCode` answered, in the consent's transaction. */
  spendConsentCode(tx: Tx, checked: { phone: string }): Promise<void>;
}

export interface FamiliesDeps {
  repo: FamiliesRepo;
  reads: ChildReads;
  codes: ConsentCodes;
  /** Erases mentors' notes about the child in the withdrawal's transaction (the sessions module's). */
  eraseChildNotes: (tx: Tx, childId: string) => Promise<unknown>;
  /** Tells the parent a mentor wrote to their child (the mail module's outbox). */
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  /** The app's event bus: a mentor's message reaches the parent's open page through it (families.topics.ts). */
  bus: Pick<AppEventBus, 'pubsub' | 'onResync'>;
  now?: () => Date;
}

/** What a parent (or the child's mentor, narrowed) sees of a child's classes. */
export interface ChildActivity {
  sessions: ChildSessionView[];
  messages: ChildMessageRow[];
  reports: ChildReportView[];
}

/** A booking's child, checked: the parent's own child with consent standing. */
export interface BookableChild {
  id: string;
  firstName: string;
  ageBand: string;
}

/**
 * Parents and their children (issue 35, decision 0042): child profiles exist only on a parent's recorded consent,
 * verified by the account's confirmed e-mail and a code texted to the parent's phone; withdrawing it erases the
 * profile, the child's messages and the mentors' notes at once, and stops new bookings. A child is seen by its
 * parent, and by a mentor who teaches them (first name and age band); anyone else is told it does not exist.
 */
export class FamiliesService {
  private readonly now: () => Date;

  constructor(private readonly deps: FamiliesDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  children(viewer: SignedInViewer): Promise<ChildWithConsent[]> {
    return this.deps.repo.childrenOf(viewer.userId);
  }

  requestConsentCode(viewer: SignedInViewer, input: unknown, clientIp: string) {
    requireConfirmedEmail(viewer);
    return this.deps.codes.requestConsentCode(viewer.userId, input, clientIp);
  }

  /**
   * Adds a child on the parent's consent. The input is checked whole before the code is tried, so a mistake in the
   * form costs no attempt; the code is spent in the same transaction as the profile and its consent record. (The
   * count of ten children is read before it: two parallel adds could make eleven, which harms nobody.)
   */
  async addChild(viewer: SignedInViewer, input: unknown): Promise<ChildWithConsent> {
    const child = parseInput(AddChildSchema, input);
    requireConfirmedEmail(viewer);
    if ((await this.deps.repo.childrenOf(viewer.userId)).length >= MAX_CHILDREN) {
      throw new AppError('BAD_USER_INPUT', TOO_MANY_CHILDREN);
    }
    // Checked before the transaction (on the embedded database a read beside an open transaction waits for it).
    const checked = await this.deps.codes.checkConsentCode(viewer.userId, child.phoneCode);
    return this.deps.repo.transaction(async (repo, tx) => {
      await this.deps.codes.spendConsentCode(tx, checked);
      const phone = checked.phone;
      return repo.addChild(
        {
          parentUserId: viewer.userId,
          firstName: child.firstName,
          ageBand: child.ageBand,
          yearOfBirth: child.yearOfBirth,
          interests: child.interests,
        },
        {
          parentUserId: viewer.userId,
          parentEmail: viewer.email,
          phone,
          relationship: child.relationship,
          method: 'EMAIL_AND_PHONE_CODE',
          noticeVersion: CONSENT_NOTICE_VERSION,
        },
      );
    });
  }

  /** Withdraws consent: recorded beside it; the profile, messages and notes are erased now. */
  async withdrawConsent(viewer: SignedInViewer, childId: string) {
    const withdrawn = await this.deps.repo.transaction(async (repo, tx) => {
      const child = isUuid(childId) ? await repo.ownedChild(viewer.userId, childId) : null;
      if (!child) throw new AppError('NOT_FOUND', CHILD_NOT_FOUND);
      await this.deps.eraseChildNotes(tx, child.profile.id);
      const record = await repo.withdraw(child.profile.id, this.now());
      return { ...child.consent, ...record, firstName: child.profile.firstName };
    });
    // Once committed: the child's open live streams end (a re-check then finds no child).
    this.deps.bus.pubsub.publish('families:child-gone', withdrawn.childId, true);
    return withdrawn;
  }

  /**
   * The parent sees everything; a mentor who teaches the child sees the messages between them and the child's
   * sessions with them; everyone else, and any id that is not a child, gets the same "not found".
   */
  async activity(viewer: SignedInViewer, childId: string): Promise<ChildActivity> {
    const child = isUuid(childId) ? await this.deps.repo.child(childId) : null;
    if (!child) throw new AppError('NOT_FOUND', CHILD_NOT_FOUND);
    if (child.parentUserId === viewer.userId) {
      const [sessions, messages, reports] = await Promise.all([
        this.deps.reads.sessionsOf(child.id),
        this.deps.repo.messagesOf(child.id, MESSAGES_SHOWN),
        this.deps.reads.reportsOf(child.id),
      ]);
      return { sessions, messages, reports };
    }
    const mentorId = viewer.mentor?.status === 'ACCEPTED' ? viewer.mentor.id : null;
    if (!mentorId || !(await this.deps.reads.teaches(mentorId, child.id))) {
      throw new AppError('NOT_FOUND', CHILD_NOT_FOUND);
    }
    const [sessions, messages] = await Promise.all([
      this.deps.reads.sessionsOf(child.id, mentorId),
      this.deps.repo.messagesOf(child.id, MESSAGES_SHOWN),
    ]);
    return { sessions, messages: messages.filter((m) => m.mentorId === mentorId), reports: [] };
  }

  /** A mentor writes to a child they teach; the parent reads it in the child's activity. */
  async messageChild(viewer: MentorViewer, childId: string, input: unknown): Promise<ChildMessageRow> {
    const { text } = parseInput(ChildMessageSchema, input);
    const child = isUuid(childId) ? await this.deps.repo.child(childId) : null;
    if (!child || !(await this.deps.reads.teaches(viewer.mentor.id, child.id))) {
      throw new AppError('NOT_FOUND', CHILD_NOT_FOUND);
    }
    const fromName = `${viewer.mentor.firstname} ${viewer.mentor.lastname}`.trim() || 'Your mentor';
    const message = await this.deps.repo.transaction(async (repo, tx) => {
      // One mail for a stretch of messages: none when the child had one in the last hour (the parent was told).
      const told = await repo.messagedSince(child.id, new Date(this.now().getTime() - PARENT_TOLD_FOR_MS));
      const saved = await repo.addMessage({
        childId: child.id,
        mentorId: viewer.mentor.id,
        sender: 'mentor',
        fromName,
        text,
      });
      const parentEmail = told ? null : await repo.parentEmailOf(child.id);
      if (parentEmail) {
        await this.deps.mail.enqueue(tx, {
          to: parentEmail,
          template: 'child-message',
          data: { mentorName: fromName, childFirstName: child.firstName },
        });
      }
      return saved;
    });
    // Published once committed, so a parent's page that receives it finds the message on any later read too.
    this.deps.bus.pubsub.publish('families:child-message', message.childId, childMessageEvent(message));
    this.deps.mail.kick();
    return message;
  }

  /**
   * A mentor's new messages to the child, live, for the child's parent only while the consent stands; anyone else,
   * and any id that is not a child, gets the same "not found" when subscribing. The stream ends when the consent is
   * withdrawn, when the account's access changes and `stillSignedIn` (the stream's own session, read again) or the
   * child says no (a revoked session, a deleted account), and when the bus may have lost events (lib/live-events.ts);
   * the page then subscribes again, checked afresh, and catches up by reading the activity. A message or withdrawal
   * in the moment between the check and the bus subscription is what that catch-up is for (the page reads the
   * activity again just after subscribing).
   */
  async liveMessages(
    viewer: SignedInViewer,
    childId: string,
    stillSignedIn: () => Promise<boolean>,
  ): Promise<AsyncIterable<ChildMessageEvent>> {
    const child = isUuid(childId) ? await this.deps.repo.standingChild(viewer.userId, childId) : null;
    if (!child) throw new AppError('NOT_FOUND', CHILD_NOT_FOUND);
    const { pubsub } = this.deps.bus;
    const stillParent = async () =>
      (await stillSignedIn()) && (await this.deps.repo.standingChild(viewer.userId, child.id)) !== null;
    return liveEvents(pubsub.subscribe('families:child-message', child.id), () => true, this.deps.bus, [
      pubsub.subscribe('families:child-gone', child.id),
      accessLost(this.deps.bus, viewer.userId, stillParent),
    ]);
  }

  /** The children a mentor teaches: first name and age band only. */
  childrenTaughtBy(viewer: MentorViewer) {
    return this.deps.reads.childrenTaughtBy(viewer.mentor.id);
  }

  /**
   * For a booking naming a child: the signed-in parent's own child with consent standing, or an error that says
   * why (consent withdrawn, or not found, the same for a missing id and someone else's child).
   */
  async bookableChild(parentUserId: string | null, childId: string, tx?: Tx): Promise<BookableChild> {
    const repo = tx ? this.deps.repo.in(tx) : this.deps.repo;
    const child = parentUserId && isUuid(childId) ? await repo.ownedChild(parentUserId, childId) : null;
    if (child) return { id: child.profile.id, firstName: child.profile.firstName, ageBand: child.profile.ageBand };
    const consent = parentUserId && isUuid(childId) ? await repo.consentOf(childId) : null;
    if (consent?.withdrawnAt && consent.parentUserId === parentUserId) {
      throw new AppError('BAD_USER_INPUT', CONSENT_WITHDRAWN_BOOKING, {
        fields: { childId: CONSENT_WITHDRAWN_BOOKING },
      });
    }
    throw new AppError('NOT_FOUND', CHILD_NOT_FOUND, { fields: { childId: CHILD_NOT_FOUND } });
  }

  /** Consent records for the admins, newest first. */
  async consents(args: PageArgs): Promise<Page<ConsentListRow>> {
    const request = pageRequest(args, { at: 'timestamp', id: 'uuid' });
    const rows = await this.deps.repo.consents(request.take, request.after);
    return toPage(rows, request, (row) => ({ at: row.cursorAt, id: row.id }));
  }

  /** Every consent record, in pages of the database's, for the CSV export. */
  async *allConsents(): AsyncGenerator<ConsentListRow> {
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows = await this.deps.repo.consents(500, after);
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < 500) return;
      after = { at: last.cursorAt, id: last.id };
    }
  }
}

function requireConfirmedEmail(viewer: SignedInViewer): void {
  if (!viewer.emailVerified) throw new AppError('FORBIDDEN', CONFIRM_EMAIL_FIRST);
}
