import { z } from 'zod';
import { campTuitionKobo, koboToNaira } from '@eazy2con/shared/bookings';
import { CampRegistrationSchema } from '@eazy2con/shared/validation/camp';
import { formatNaira, weekendClasses, weekendClassesBetween } from '@eazy2con/shared/weekend-camp';
import type { SiteInfo } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import { newBookingAccess, requireBookingAccess } from '../../lib/booking-access';
import { VISITOR, type Viewer } from '../accounts/viewer';
import type { MailService } from '../mail/mail.service';
import type { DueReminder, ReminderSource } from '../notifications/event-reminders.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { requirePhone } from '../notifications/phone';
import { eventWhen } from '../notifications/when';
import type { CampRegistrationRow, CampRepo } from './camp.repo';

export const CAMP_ALREADY_PAID = 'This registration is already paid';

export interface CampDeps {
  repo: CampRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  site: Pick<SiteInfo, 'email'>;
  /** WhatsApp and SMS, for a parent who chose them (issue 24). */
  notifications?: Pick<NotificationsService, 'notify' | 'kick'>;
  /**
   * A signed-in parent's child profiles (issue 35, the families module): their own, with consent standing, each
   * checked again and locked in the registration's transaction.
   */
  children: {
    bookableChild(
      parentUserId: string | null,
      childId: string,
      tx?: Tx,
    ): Promise<{ id: string; firstName: string; ageBand: string }>;
  };
}

export const CAMP_CHILDREN_INVALID = 'Choose at most 10 different children';
/** The children a parent picked from their profiles instead of typing the first child's details. */
const CampChildrenSchema = z.object({
  childIds: z
    .array(z.string().trim(), { error: CAMP_CHILDREN_INVALID })
    .max(10, CAMP_CHILDREN_INVALID)
    .refine((ids) => new Set(ids).size === ids.length, CAMP_CHILDREN_INVALID)
    .nullish()
    .transform((ids) => ids ?? []),
});
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The camp's page, where the parent finds their registration again. */
const CAMP_PATH = '/weekend-camp';

/** A registration as `createBookKidmentor` answers it: with the access token, given out this once. */
export type CampRegistrationAnswer = CampRegistrationRow & { accessToken: string | null };

export interface BookingKey {
  id: string;
  token: string;
}

/**
 * The kids weekend camp (spec 2 §4 'Weekend camp'): a parent registers their children without an account. The
 * server prices the registration from the number of kids, records when the parent consented to their child's data
 * being used, and queues the parent's mail and the team's note in the same transaction, so a refused registration
 * stores nothing and mails no one. Reading and changing it back needs the token (docs/decisions/0012).
 */
export class CampService implements ReminderSource {
  readonly reminderSubject = 'CAMP_CLASS';

  constructor(private readonly deps: CampDeps) {}

  /** Deletes a registration in the admin back office's transaction (the registrations table is ours). */
  deleteById(id: string, tx: Tx): Promise<CampRegistrationRow | undefined> {
    return this.deps.repo.in(tx).deleteById(id);
  }

  /**
   * A registration. A signed-in parent may pick children from their profiles (`childIds`): the number of kids and
   * the first child's details then come from the profiles, whose consent is already recorded.
   */
  async register(input: unknown, viewer: Viewer = VISITOR): Promise<CampRegistrationAnswer> {
    const raw = isRecord(input) ? input : {};
    const { childIds } = parseInput(CampChildrenSchema, raw);
    const parentUserId = viewer.role === 'visitor' ? null : viewer.userId;
    const picked = await Promise.all(childIds.map((id) => this.deps.children.bookableChild(parentUserId, id)));
    const [first] = picked;
    const form = parseInput(
      CampRegistrationSchema,
      first
        ? {
            ...raw,
            noOfKids: picked.length,
            firstChildName: first.firstName,
            firstChildAge: first.ageBand,
            firstChildInterest: null,
            parentConsent: true,
          }
        : raw,
    );
    // WhatsApp and SMS need a number they can reach: checked now, not when the first message fails.
    if (form.channels.some((c) => c !== 'EMAIL')) requirePhone(form.parentPhone, 'parentPhone');
    const access = newBookingAccess();
    const now = new Date();
    const registration = await this.deps.repo.transaction(async (repo, tx) => {
      // Checked again under lock: a consent withdrawn since the form was read refuses the registration.
      for (const id of childIds) await this.deps.children.bookableChild(parentUserId, id, tx);
      const row = await repo.insert({
        parentName: form.parentName,
        parentEmail: form.parentEmail,
        parentPhone: form.parentPhone,
        noOfKids: form.noOfKids,
        firstChildName: form.firstChildName,
        firstChildAge: form.firstChildAge,
        firstChildInterest: form.firstChildInterest,
        parentConsentAt: now,
        amountKobo: campTuitionKobo(form.noOfKids),
        accessTokenHash: access.tokenHash,
        channels: form.channels,
      });
      if (childIds.length > 0) await repo.addChildren(row.id, childIds);
      await this.queueMails(tx, row);
      await this.deps.notifications?.notify(tx, {
        template: 'camp-registered',
        data: {
          name: row.parentName,
          child: row.firstChildName ?? 'your child',
          classes: weekendClasses.join(' and '),
          path: CAMP_PATH,
        },
        phone: row.parentPhone,
        channels: row.channels,
      });
      return row;
    });
    this.deps.mail.kick();
    this.deps.notifications?.kick();
    return { ...registration, accessToken: access.token };
  }

  /**
   * Reminders before each weekend class starting in (now, now + leadMs], to the parents of paid registrations made
   * before then who chose WhatsApp or SMS. Only on those channels: the classes come every weekend, and a weekly
   * e-mail pair would bury the receipts and invoices that e-mail is kept for.
   */
  async remindersDue(kind: 'DAY_BEFORE' | 'HOUR_BEFORE', now: Date, leadMs: number): Promise<DueReminder[]> {
    const classes = weekendClassesBetween(new Date(now.getTime() + 1), new Date(now.getTime() + leadMs + 1));
    const due: DueReminder[] = [];
    for (const startAt of classes) {
      for (const row of await this.deps.repo.remindable(new Date(startAt.getTime() - leadMs))) {
        due.push({
          subjectId: row.id,
          eventAt: startAt,
          notices: [
            {
              template: 'camp-class-reminder',
              data: {
                kind,
                name: row.parentName,
                child: row.firstChildName ?? 'your child',
                when: eventWhen(startAt),
                path: CAMP_PATH,
              },
              phone: row.parentPhone,
              channels: row.channels,
            },
          ],
        });
      }
    }
    return due;
  }

  /** The registration, for the browser holding its token; NOT_FOUND otherwise, as for an unknown id. */
  async get({ id, token }: BookingKey): Promise<CampRegistrationRow> {
    return requireBookingAccess(isUuid(id) ? await this.deps.repo.findById(id) : undefined, token);
  }

  /**
   * Pay Later: the parent will pay by bank transfer against the invoice. The one change the public side may make;
   * the payment status is the payments work's, after the provider verifies.
   */
  async setTransferOption(key: BookingKey, transferOption: boolean): Promise<CampRegistrationRow> {
    const row = await this.get(key);
    if (row.paymentStatus === 'PAID') throw new AppError('CONFLICT', CAMP_ALREADY_PAID);
    const updated = await this.deps.repo.setTransferOption(row.id, transferOption);
    // Deleted between the two statements (the retention purge): the same answer as for any missing booking.
    return requireBookingAccess(updated, key.token);
  }

  private async queueMails(tx: Tx, row: CampRegistrationRow): Promise<void> {
    const child = {
      firstChildName: row.firstChildName ?? '',
      firstChildAge: row.firstChildAge ?? '',
      firstChildInterest: row.firstChildInterest,
    };
    await this.deps.mail.enqueue(tx, {
      to: row.parentEmail,
      template: 'camp-registration',
      data: {
        fullName: row.parentName,
        parentPhone: row.parentPhone,
        noOfKids: row.noOfKids,
        tuitionKobo: row.amountKobo,
        ...child,
      },
    });
    await this.deps.mail.enqueue(tx, {
      to: this.deps.site.email,
      template: 'booking-team',
      data: {
        what: 'Weekend camp registration',
        name: row.parentName,
        email: row.parentEmail,
        phone: row.parentPhone,
        rows: [
          ['Number of kids', String(row.noOfKids)],
          ['First child', child.firstChildName],
          ["First child's age", child.firstChildAge],
          ["First child's interest", child.firstChildInterest ?? '—'],
          ['Tuition', formatNaira(koboToNaira(row.amountKobo))],
          ['Parent consented', row.parentConsentAt.toISOString()],
        ],
        reference: row.id,
      },
    });
  }
}
