import { z } from 'zod';
import { adultBookingAmountKobo, kidBookingAmountKobo, type PaymentStatus } from '@eazy2con/shared/bookings';
import { kidAgeOptions, type KidAge } from '@eazy2con/shared/options';
import { bookablePlan, isAdultPlanType, isKidPlanType, planOption } from '@eazy2con/shared/plans';
import { notificationChannels, sessionMessages, type NotificationChannel } from '@eazy2con/shared/sessions';
import { ChosenTimesSchema } from '@eazy2con/shared/validation/sessions';
import { TrialCodeSchema } from '@eazy2con/shared/validation/trial';
import {
  bookedCourse,
  mentorBookingSchema,
  MentorBookingAudienceSchema,
  type MentorBookingAudience,
} from '@eazy2con/shared/validation/mentor-booking';
import type { SiteInfo } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import { VISITOR, type Viewer } from '../accounts/viewer';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { requirePhone } from '../notifications/phone';
import { clientKey } from '../rate-limits/client-address';
import { newBookingAccess, requireBookingAccess } from '../../lib/booking-access';
import { queueBookingMails, queueBookingTexts } from './mentor-booking-messages';
import type { ChosenTimeResult, ChosenTimesBooker } from './chosen-times';
import type { FreeTrials, TrialProof } from './free-trials';
import type { MentorBookingsRepo } from './mentor-bookings.repo';
import type { MentorBookingRow, MentorBookingStatus } from './mentor-bookings.schema';

/** Spec 3 §2.1 shows 'Mentor does not exist' for a mentor the public cannot see; a booking of one says the same. */
export const MENTOR_NOT_FOUND = 'Mentor does not exist';
export const TRIAL_NOTHING_TO_PAY = 'This is a free trial: there is nothing to pay';
export const ALREADY_PAID = 'This booking is already paid';

/** A booking as the API answers it; `accessToken` and the chosen times' answers only in the answer to create. */
export type MentorBookingView = MentorBookingRow & {
  accessToken: string | null;
  chosenTimes?: ChosenTimeResult[] | undefined;
};

export interface MentorBookingsDeps {
  repo: MentorBookingsRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  site: Pick<SiteInfo, 'email'>;
  /** Whether a mentor takes new mentees (their Availability page); a booking of one who does not is refused. */
  availability: { acceptsNewMentees(mentorId: string): Promise<boolean> };
  /** WhatsApp and SMS, for a booker who chose them (issue 24). */
  notifications?: Pick<NotificationsService, 'enqueue' | 'kick'>;
  /** One free trial per person, confirmed e-mail, a cap per mentor and day (decision 0039). */
  trials: FreeTrials;
  /** Books the times chosen with the booking in its transaction (the sessions module, given by app-deps.ts). */
  chosenTimes: ChosenTimesBooker;
  /**
   * The signed-in parent's child a kids plan is for, checked in the booking's transaction (the families module):
   * their own, with consent standing, or an error saying why.
   */
  children: {
    bookableChild(parentUserId: string | null, childId: string, tx?: Tx): Promise<{ id: string; ageBand: string }>;
  };
  now?: () => Date;
}

export const NOT_ACCEPTING = sessionMessages.NOT_ACCEPTING;
export const CHOOSE_PLAN_OPTION = 'Choose how often you want sessions';
export const tooManyTimes = (sessions: number) =>
  `This plan gives ${sessions} session${sessions === 1 ? '' : 's'} in its first four weeks: choose at most ${sessions} time${sessions === 1 ? '' : 's'}`;

/**
 * What the booking form sends besides the booking's own fields (mentorBookingSchema): which plans, mentor, option,
 * channels, the times chosen (booked in the same transaction) and a free trial's e-mail code. Parsed first: the
 * audience picks the plans the booking's schema accepts.
 */
const BookingChoicesSchema = z.object({
  audience: MentorBookingAudienceSchema.nullish().transform((a) => a ?? 'adult'),
  mentorId: z
    .string()
    .trim()
    .nullish()
    .transform((id) => id || null),
  planOption: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((id) => id || null),
  channels: z
    .array(z.enum(notificationChannels, { error: 'Choose e-mail, WhatsApp or SMS' }))
    .max(3)
    .nullish()
    // E-mail is always on: receipts and invoices go there whatever else the person chose.
    .transform((chosen) => [...new Set<NotificationChannel>(['EMAIL', ...(chosen ?? [])])]),
  times: ChosenTimesSchema,
  trialCode: z
    .string()
    .trim()
    .nullish()
    .transform((code) => code || null)
    .pipe(TrialCodeSchema.nullable()),
  /** One of the signed-in parent's child profiles, for a kids plan (issue 35). */
  childId: z
    .string()
    .trim()
    .nullish()
    .transform((id) => id || null),
});

export const CHILD_ONLY_FOR_KIDS = 'A child can be named on a kids plan only';
const isKidAge = (band: string): band is KidAge => (kidAgeOptions as readonly string[]).includes(band);

const UpdateSchema = z.object({
  id: z.string({ error: 'id is required' }),
  token: z.string({ error: 'token is required' }),
  transferOption: z.boolean({ error: 'transferOption must be true or false' }),
});

/** Pay Later is a choice for bookings still to be paid. */
const PAYABLE: readonly PaymentStatus[] = ['AWAITING_PAYMENT', 'FAILED'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Who asks for a booking: a free trial needs their verified account's e-mail or a mailed code (decision 0039). */
export interface BookingCaller {
  viewer: Viewer;
}

/**
 * The amount the server charges for a plan, in kobo (spec 2 §9; decision 0012). The schema already checked that the
 * plan belongs to the audience; the guards keep that promise visible to the type checker.
 */
export function mentorBookingAmountKobo(
  audience: MentorBookingAudience,
  type: string,
  optionId?: string | null,
): number {
  const plan = bookablePlan(audience, type);
  if (!plan)
    throw new AppError('BAD_USER_INPUT', 'Select membership type', { fields: { type: 'Select membership type' } });
  if (!planOption(plan, optionId)) {
    throw new AppError('BAD_USER_INPUT', CHOOSE_PLAN_OPTION, { fields: { planOption: CHOOSE_PLAN_OPTION } });
  }
  if (audience === 'kids' && isKidPlanType(type)) return kidBookingAmountKobo(type, optionId);
  if (audience === 'adult' && isAdultPlanType(type)) return adultBookingAmountKobo(type, optionId);
  throw new AppError('BAD_USER_INPUT', 'Select membership type', { fields: { type: 'Select membership type' } });
}

/**
 * Mentor bookings (spec 2 §4, spec 3 §2.1): /book-mentor, /kid-book-mentor and the course pages' booking modal.
 * The server prices the plan, ties the booking to an ACCEPTED mentor when one is named, and queues the booker's
 * mail and the team's note in the insert's transaction, so a refused booking stores and sends nothing. The browser
 * reads the booking back only with the token create returned (decision 0012).
 */
export class MentorBookingsService {
  constructor(private readonly deps: MentorBookingsDeps) {}

  // ---- the admin back office's changes, made in its transaction (the bookings table is ours) ----

  /** A booking, locked until `tx` ends. */
  lockById(id: string, tx: Tx): Promise<MentorBookingRow | null> {
    return this.deps.repo.in(tx).lockById(id);
  }

  // ---- what the sessions module reads of bookings (it decides who may see them) ----

  /** Bookings by id, read in `tx` when given. */
  findByIds(ids: readonly string[], tx?: Tx): Promise<MentorBookingRow[]> {
    return (tx ? this.deps.repo.in(tx) : this.deps.repo).findByIds(ids.filter(isUuid));
  }

  /** The ids of the bookings made for a child's profile, read in `tx` (a withdrawal erases their notes). */
  idsOfChild(childId: string, tx: Tx): Promise<string[]> {
    return this.deps.repo.in(tx).idsOfChild(childId);
  }

  /** A person's bookings that name a mentor, newest first (at most 50: "My sessions" when signed in). */
  listWithMentorByEmail(email: string): Promise<MentorBookingRow[]> {
    return this.deps.repo.listWithMentorByEmail(email.toLowerCase(), 50);
  }

  setStatus(id: string, status: MentorBookingStatus, tx: Tx): Promise<MentorBookingRow | null> {
    return this.deps.repo.in(tx).setStatus(id, status);
  }

  deleteById(id: string, audience: MentorBookingRow['audience'], tx: Tx): Promise<MentorBookingRow | null> {
    return this.deps.repo.in(tx).deleteById(id, audience);
  }

  /**
   * createBookAmentor: the booking and, in the same transaction, its chosen times (each answered on its own). A free
   * trial is booked only for a confirmed e-mail, once per person and kind of plan, within the mentor's daily cap.
   */
  async create(input: unknown, caller: BookingCaller = { viewer: VISITOR }): Promise<MentorBookingView> {
    const raw = isRecord(input) ? input : {};
    const {
      audience,
      mentorId,
      planOption: optionId,
      channels,
      times,
      trialCode,
      childId,
    } = parseInput(BookingChoicesSchema, raw);
    if (childId !== null && audience !== 'kids') {
      throw new AppError('BAD_USER_INPUT', CHILD_ONLY_FOR_KIDS, { fields: { childId: CHILD_ONLY_FOR_KIDS } });
    }
    // The API takes the spec's startEndDate { start, end }; the shared schema (and the form) name the two dates.
    const dates = isRecord(raw.startEndDate) ? raw.startEndDate : {};
    const booking = parseInput(mentorBookingSchema(audience), { ...raw, startDate: dates.start, endDate: dates.end });
    if (mentorId !== null && !isUuid(mentorId)) throw new AppError('NOT_FOUND', MENTOR_NOT_FOUND);
    const amountKobo = mentorBookingAmountKobo(audience, booking.type, optionId);
    const plan = bookablePlan(audience, booking.type);
    const option = plan && planOption(plan, optionId);
    if (option && times.length > option.sessions) {
      const message = tooManyTimes(option.sessions);
      throw new AppError('BAD_USER_INPUT', message, { fields: { times: message } });
    }
    const access = newBookingAccess();
    // WhatsApp and SMS need a number they can reach: checked now, not when the first message fails.
    if (channels.some((c) => c !== 'EMAIL')) requirePhone(booking.phone);
    // A free trial is for a confirmed e-mail only: refused before anything is stored (it holds no time, mails nobody).
    const free = amountKobo === 0;
    const proof: TrialProof | null = free
      ? await this.deps.trials.confirm(audience, booking.email, trialCode, caller.viewer)
      : null;
    // Read before the transaction: on PGlite a read beside an open transaction would wait for it.
    if (mentorId !== null && !(await this.deps.availability.acceptsNewMentees(mentorId))) {
      throw new AppError('BAD_USER_INPUT', NOT_ACCEPTING, { reason: 'NOT_ACCEPTING' });
    }
    const now = this.deps.now?.() ?? new Date();

    const { row, chosenTimes } = await this.deps.repo.transaction(async (repo, tx) => {
      const mentor = mentorId === null ? null : await repo.acceptedMentor(mentorId);
      if (mentorId !== null && !mentor) throw new AppError('NOT_FOUND', MENTOR_NOT_FOUND);
      if (proof && mentor) await this.deps.trials.checkMentorCap(repo, mentor.id, now);
      // Locks the child's profile until the booking commits, so a withdrawal of consent cannot slip in between.
      const parentUserId = caller.viewer.role === 'visitor' ? null : caller.viewer.userId;
      const child = childId === null ? null : await this.deps.children.bookableChild(parentUserId, childId, tx);
      const inserted = await repo.insert({
        mentorId: mentor?.id ?? null,
        audience,
        fullName: booking.fullName,
        phone: booking.phone,
        email: booking.email,
        type: booking.type,
        planOption: option?.id ?? 'standard',
        channels,
        course: bookedCourse(booking),
        detailCourseName: booking.detailCourseName,
        // A profile's age band is the booking's: the parent set it once, with their consent.
        image: child && isKidAge(child.ageBand) ? child.ageBand : booking.image,
        childId: child?.id ?? null,
        startDate: booking.startDate,
        endDate: booking.endDate,
        whyLearnTheCourse: booking.whyLearnTheCourse,
        courseDetails: booking.courseDetails,
        amountKobo,
        accessTokenHash: access.tokenHash,
        paymentStatus: free ? 'NOT_REQUIRED' : 'AWAITING_PAYMENT',
      });
      if (proof) await this.deps.trials.claim(repo, tx, inserted, proof);
      const answered = await this.deps.chosenTimes.bookChosen(inserted, times, tx, access.token);
      await queueBookingMails(this.deps, tx, { row: inserted, booking, mentor });
      await queueBookingTexts(this.deps, tx, { row: inserted, token: access.token, mentor });
      return { row: inserted, chosenTimes: answered };
    });
    this.deps.mail.kick();
    this.deps.notifications?.kick();
    return { ...row, accessToken: access.token, chosenTimes };
  }

  /** requestTrialCode: mails the code that confirms a free trial's e-mail (decision 0039). */
  requestTrialCode(input: unknown, clientIp: string): Promise<void> {
    return this.deps.trials.requestCode(input, clientKey(clientIp), this.deps.repo);
  }

  /** getBookAmentor: the booking, only for the browser holding its token. */
  async get(id: string, token: string): Promise<MentorBookingView> {
    // A malformed id is looked up as no booking: PostgreSQL would refuse it as a uuid.
    const found = isUuid(id) ? await this.deps.repo.findById(id) : null;
    return { ...requireBookingAccess(found ?? undefined, token), accessToken: null };
  }

  /** updateBookAmentor from the public side: only the Pay Later choice, only with the token, only while unpaid. */
  async update(input: unknown): Promise<MentorBookingView> {
    const { id, token, transferOption } = parseInput(UpdateSchema, input);
    const current = await this.get(id, token);
    if (current.paymentStatus === 'NOT_REQUIRED') throw new AppError('BAD_USER_INPUT', TRIAL_NOTHING_TO_PAY);
    const updated = await this.deps.repo.setTransferOption(current.id, transferOption, PAYABLE);
    // Settled between the read and the update (the payments work marks it PAID).
    if (!updated) throw new AppError('CONFLICT', ALREADY_PAID);
    return { ...updated, accessToken: null };
  }
}
