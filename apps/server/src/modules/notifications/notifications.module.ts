import './notifications.graphql';
import './contact-channels.graphql';
import type { BuildContext, ModuleManifest } from '../module-manifest';
import { createChannels } from './channel';
import { ContactChannelsPersonalData } from './contact-channels-personal-data.repo';
import { ContactChannelsRepo } from './contact-channels.repo';
import { ContactChannelsService } from './contact-channels.service';
import { EVENT_REMINDERS_EVERY_MS, EventRemindersService } from './event-reminders.service';
import { NotificationsRepo } from './notifications.repo';
import { registerNotificationRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { NotificationsWorker } from './notifications.worker';
import { PhoneConfirmationService } from './phone-confirmation.service';
import { NotificationsPersonalData } from './notifications-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    notifications: NotificationsService;
    notificationsWorker: NotificationsWorker;
    phoneConfirmation: PhoneConfirmationService;
    eventReminders: EventRemindersService;
    contactChannels: ContactChannelsService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    notifications: NotificationsPersonalData;
    contactChannels: ContactChannelsPersonalData;
  }
}

/** The WhatsApp/SMS outbox, shared by the module's services. */
const repo = (c: BuildContext) => c.once(NotificationsRepo, () => new NotificationsRepo(c.db));
/** Accounts' channels and the numbers they proved: the quiet hours of a number, the codes' proofs, the account page. */
const accountPhones = (c: BuildContext) => c.once(ContactChannelsRepo, () => new ContactChannelsRepo(c.db));

/** Notifications: WhatsApp/SMS with e-mail, confirmed numbers, the reminders before calls, webinars, camps, invoices. */
export const notificationsModule = {
  name: 'notifications',
  services: {
    notifications: (c) =>
      new NotificationsService({
        repo: repo(c),
        config: c.config,
        log: c.log,
        mail: c.use('mail'),
        linkSecret: c.authSecret,
        // The audit is written only at run time (an admin's retry), when the admin module is built.
        audit: (actor, entry, tx) => c.use('admin').audit(actor, entry, tx),
        quietHours: accountPhones(c),
      }),
    notificationsWorker: (c) =>
      new NotificationsWorker({
        repo: repo(c),
        notifications: c.use('notifications'),
        channels: createChannels(c.config),
        log: c.log,
      }),
    phoneConfirmation: (c) =>
      new PhoneConfirmationService({
        repo: repo(c),
        notifications: c.use('notifications'),
        codes: c.part('codeDeps').codes,
        limiter: c.use('rateLimits'),
        codesPerNumberPerDay: c.config.PHONE_CODES_PER_NUMBER_PER_DAY,
        accountPhones: accountPhones(c),
      }),
    eventReminders: (c) =>
      new EventRemindersService({
        repo: repo(c),
        notifications: c.use('notifications'),
        sources: [c.use('advisory'), c.use('webinar'), c.use('camp'), c.use('payments').invoiceReminders],
        log: c.log,
        now: () => c.clock.now(),
      }),
    contactChannels: (c) =>
      new ContactChannelsService({
        repo: accountPhones(c),
        texts: repo(c),
        // Asked only when another module reads an account's channels by e-mail, long after the accounts are built.
        accountIdOf: (email) => c.use('accounts').confirmedAccountId(email),
      }),
  },
  routes: (http, { services, config, log, viewerOf }) =>
    registerNotificationRoutes(http, {
      notifications: services.notifications,
      config,
      log,
      isAdmin: async (req) => (await viewerOf(req)).role === 'admin',
    }),
  jobs: ({ eventReminders }) => [
    { name: 'notifications.event-reminders', everyMs: EVENT_REMINDERS_EVERY_MS, run: () => eventReminders.run() },
  ],
  personalData: {
    notifications: (c) => new NotificationsPersonalData(c.db, () => c.personalDataOwners()),
    contactChannels: (c) => new ContactChannelsPersonalData(c.db),
  },
} satisfies ModuleManifest;
