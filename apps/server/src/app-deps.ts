import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { AppEventBus } from './modules/events';
import { CampRepo } from './modules/camp/camp.repo';
import { CampService } from './modules/camp/camp.service';
import { FreeTrials } from './modules/bookings/free-trials';
import { MentorBookingsRepo } from './modules/bookings/mentor-bookings.repo';
import { MentorBookingsService } from './modules/bookings/mentor-bookings.service';
import { MentorsRepo } from './modules/mentors/mentors.repo';
import { MentorsService } from './modules/mentors/mentors.service';
import { MentorReviewsRepo } from './modules/mentors/mentor-reviews.repo';
import { MentorReviewsService } from './modules/mentors/mentor-reviews.service';
import { MentorReadsRepo } from './modules/read-models/mentor-reads.repo';
import { MailRepo } from './modules/mail/mail.repo';
import { OneTimeCodesRepo } from './modules/one-time-codes/one-time-codes.repo';
import { OneTimeCodesService } from './modules/one-time-codes/one-time-codes.service';
import { MailService } from './modules/mail/mail.service';
import { AccountsService } from './modules/accounts/accounts.service';
import { createAuth } from './modules/accounts/auth';
import { resolveAuthSecret } from './modules/accounts/auth-secret';
import type { SignInWait } from './modules/accounts/sign-in-slowdown';
import { AdvisoryRepo } from './modules/advisory/advisory.repo';
import { AdvisoryService } from './modules/advisory/advisory.service';
import { createContentService } from './modules/content/content.factory';
import { WebinarRepo } from './modules/webinar/webinar.repo';
import { WebinarService } from './modules/webinar/webinar.service';
import { RateLimitRepo } from './modules/rate-limits/rate-limits.repo';
import { RateLimitService } from './modules/rate-limits/rate-limits.service';
import { RetentionService } from './modules/retention/retention.service';
import { retentionOwners } from './retention-owners';
import { StatsRepo } from './modules/read-models/stats.repo';
import { payableBookings, type PayableBookings } from './payable-bookings.registry';
import { createPayments } from './modules/payments/payments.factory';
import { MentorDashboardRepo } from './modules/read-models/mentor-dashboard.repo';
import { MentorDashboardService } from './modules/mentor-dashboard/dashboard.service';
import { StatsService } from './modules/stats/stats.service';
import { BootcampRepo } from './modules/bootcamp/bootcamp.repo';
import { BootcampService } from './modules/bootcamp/bootcamp.service';
import { FilesRepo } from './modules/files/files.repo';
import { FilesService } from './modules/files/files.service';
import { createFileStore } from './modules/files/file-store.factory';
import { attachedFiles } from './modules/files/attached-files';
import { MentorProfileService } from './modules/mentor-profile/profile.service';
import { ChatRepo } from './modules/chat/chat.repo';
import { ChatService } from './modules/chat/chat.service';
import { ChatOfflineMail } from './modules/chat/chat-offline-mail';
import { AdminRepo } from './modules/admin/admin.repo';
import { AdminPagesRepo } from './modules/read-models/admin-pages.repo';
import { AdminService } from './modules/admin/admin.service';
import { AdminCoursesService } from './modules/courses/admin-courses.service';
import { AdminCoursesRepo } from './modules/courses/admin-courses.repo';
import { invitedAccounts } from './modules/accounts/invited-accounts';
import { WebinarChangeLinks } from './modules/webinar/webinar-change-links';
import { AvailabilityRepo } from './modules/sessions/availability.repo';
import { AvailabilityService } from './modules/sessions/availability.service';
import { createSessionServices } from './app-deps.sessions';
import { createCourseServices } from './app-deps.courses';
import { NotificationsRepo } from './modules/notifications/notifications.repo';
import { NotificationsService } from './modules/notifications/notifications.service';
import { NotificationsWorker } from './modules/notifications/notifications.worker';
import { createChannels } from './modules/notifications/channel';
import { EventRemindersService } from './modules/notifications/event-reminders.service';
import { PhoneConfirmationService } from './modules/notifications/phone-confirmation.service';
import { createLedger } from './modules/ledger/ledger.factory';
import { createPayouts } from './modules/money-out/payouts.factory';
import { RefundablePayments } from './modules/payments/refundable-payments';
import { RefundablePaymentsRepo } from './modules/payments/refundable-payments.repo';

/** What the running server is made of; built once at start-up (and once per API test file). */
export interface AppDeps {
  config: Config;
  database: Database;
  bus: AppEventBus;
  log: FastifyBaseLogger;
  /** How a slowed-down sign-in waits; unset, it really waits (API tests record the delay instead). */
  signInWait?: SignInWait;
  /** The bookings card payments can pay (default: every paid booking kind, payable-bookings.registry.ts). */
  payableBookings?: PayableBookings;
}

/** Wires repositories into services. Services hold the rules; resolvers only call them. */
export function createServices({ database, config, bus, log, signInWait, payableBookings: bookings }: AppDeps) {
  const db = database.db;
  const mail = new MailService(new MailRepo(db), config, log);
  const authSecret = resolveAuthSecret(config);
  const notificationsRepo = new NotificationsRepo(db);
  const notifications = new NotificationsService({
    repo: notificationsRepo,
    config,
    log,
    mail,
    linkSecret: authSecret,
    // `admin` is built further down; the audit is only written at run time (an admin's retry).
    audit: (actor, entry, tx): Promise<void> => admin.audit(actor, entry, tx),
  });
  const notificationsWorker = new NotificationsWorker({
    repo: notificationsRepo,
    notifications,
    channels: createChannels(config),
    log,
  });
  const rateLimits = new RateLimitService(new RateLimitRepo(db), { scale: config.RATE_LIMIT_SCALE, log });
  const auth = createAuth({
    db,
    config,
    mail,
    log,
    secret: authSecret,
    limiter: rateLimits,
    signInWait,
    bus,
  });
  const reads = new MentorReadsRepo(db);
  const mentors = new MentorsService(new MentorsRepo(db), reads);
  const accounts = new AccountsService(auth, mentors);
  const files = new FilesService({ repo: new FilesRepo(db), store: createFileStore(config), log });
  const mentorProfile = new MentorProfileService({ mentors, files: attachedFiles(files) });
  const codes = new OneTimeCodesService(new OneTimeCodesRepo(db));
  const phoneConfirmation = new PhoneConfirmationService({
    repo: notificationsRepo,
    notifications,
    codes,
    limiter: rateLimits,
    codesPerNumberPerDay: config.PHONE_CODES_PER_NUMBER_PER_DAY,
  });
  // Every service that mails a one-time code, limited per e-mail.
  const codeDeps = { codes, mail, limiter: rateLimits };
  const { catalogue, courses, courseEditing, courseBookings, courseRatings } = createCourseServices({
    db,
    config,
    mail,
    files,
    codeDeps,
  });
  const mentorReviews = new MentorReviewsService({
    ...codeDeps,
    repo: new MentorReviewsRepo(db),
    bookings: reads,
    mentors,
    log,
  });
  const availability = new AvailabilityService(new AvailabilityRepo(db));
  const mentorBookings = new MentorBookingsService({
    repo: new MentorBookingsRepo(db),
    mail,
    site: config.site,
    availability,
    notifications,
    trials: new FreeTrials({ ...codeDeps, perMentorPerDay: config.TRIAL_LIMIT_PER_MENTOR_PER_DAY }),
    // `sessions` is built below (it reads bookings); the chosen times are booked only at run time.
    chosenTimes: { bookChosen: (booking, starts, tx, token) => sessions.bookChosen(booking, starts, tx, token) },
  });
  const { sessions, sessionOutcomes, progressReports, sessionReminders, sessionViews, heldSessions } =
    createSessionServices({
      db,
      config,
      log,
      authSecret,
      availability,
      mentorBookings,
      mentors,
      mentorReviews,
      mail,
      notifications,
      // `admin` is built further down (it uses most services); the audit is only written at run time.
      audit: (actor, entry, tx) => admin.audit(actor, entry, tx),
      onSessionConfirmed: (id) => ledger.facts.releaseConfirmed(id), // earned at once, not at the next catch-up
    });
  const stats = new StatsService(new StatsRepo(db), config.STATS_FLOOR);
  const mentorDashboard = new MentorDashboardService(new MentorDashboardRepo(db));
  const camp = new CampService({ repo: new CampRepo(db), mail, site: config.site, notifications });
  const content = createContentService({ db, config, mail, log });
  const retention = new RetentionService(retentionOwners(db), log);
  const bootcamp = new BootcampService({
    repo: new BootcampRepo(db),
    mail,
    site: config.site,
    settings: config.bootcamp,
  });
  const payments = createPayments({
    db,
    config,
    mail,
    log,
    authSecret,
    bookings: bookings ?? payableBookings,
    // A paid kids booking or camp registration refreshes the admin kids list (onChangeBookKidmentor).
    onPaid: (kind, id) => {
      if (kind === 'kidMentor' || kind === 'camp') void admin.kidsBookingChanged(id);
      void ledger.facts.postPaymentsOf(kind, id); // the mentor's share shows at once (the ledger job catches misses)
    },
    // A cancelled mentor booking gives its sessions' times back at once, and both sides' calendars drop them.
    onCancelled: async (kind, id, tx) => {
      if (kind === 'mentor' || kind === 'kidMentor') await sessions.cancelForBooking(id, tx);
      // A paid plan cancelled within its first days with no session held is refunded in full (issue 23).
      await payouts.onBookingCancelled(kind, id, tx);
    },
    otherWebhookNotices: (raw, headers) => payouts.webhooks.receive(raw, headers), // Flutterwave's one URL (transfers)
  });
  const advisory = new AdvisoryService({
    repo: new AdvisoryRepo(db),
    mail,
    site: config.site,
    publicUrl: config.publicUrl,
    notifications,
  });
  const webinar = new WebinarService({
    repo: new WebinarRepo(db),
    mail,
    newsletter: content,
    site: config.site,
    webinar: config.webinar,
    log,
    changeLinks: new WebinarChangeLinks(config.publicUrl, authSecret),
    notifications,
  });
  const sources = [advisory, webinar, camp, payments.invoiceReminders];
  const eventReminders = new EventRemindersService({ repo: notificationsRepo, notifications, sources, log });
  const chatRepo = new ChatRepo(db);
  const chat = new ChatService({ repo: chatRepo, mentors, limiter: rateLimits, bus });
  const chatOfflineMail = new ChatOfflineMail({ repo: chatRepo, mail, log, notifications });
  const adminRepo = new AdminRepo(db);
  const admin = new AdminService({
    repo: adminRepo,
    lists: new AdminPagesRepo(db),
    mail,
    payments: payments.service,
    accounts: invitedAccounts(auth),
    mentors,
    mentorBookings,
    camp,
    bus,
  });
  const adminCourses = new AdminCoursesService({ repo: new AdminCoursesRepo(db), mentors, admin });
  const ledger = createLedger({ db, config, bookings: mentorBookings, log, now: () => sessions.now() });
  const payouts = createPayouts({
    db,
    config,
    log,
    authSecret,
    mail,
    ledger: ledger.service,
    mentors,
    invoices: payments.invoices,
    refundablePayments: new RefundablePayments(new RefundablePaymentsRepo(db), bookings ?? payableBookings),
    anyHeld: (bookingId, tx) => heldSessions.anyHeld(bookingId, tx),
    authenticateWebhook: (raw, headers) => payments.provider.authenticateWebhook(raw, headers),
    audit: (actor, entry, tx) => admin.audit(actor, entry, tx),
    notifications,
  });
  return {
    config,
    bus,
    chat,
    chatOfflineMail,
    admin,
    adminCourses,
    mentors,
    mentorReviews,
    catalogue,
    courses,
    courseBookings,
    courseRatings,
    mentorBookings,
    mentorDashboard,
    mail,
    auth,
    accounts,
    content,
    rateLimits,
    retention,
    stats,
    camp,
    bootcamp,
    payments,
    advisory,
    webinar,
    files,
    courseEditing,
    mentorProfile,
    availability,
    sessions,
    sessionOutcomes,
    sessionViews,
    progressReports,
    sessionReminders,
    notifications,
    notificationsWorker,
    phoneConfirmation,
    eventReminders,
    ledger,
    payouts,
  };
}

export type Services = ReturnType<typeof createServices>;
