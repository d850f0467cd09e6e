import './notifications.graphql';
import type { ModuleManifest } from '../module-manifest';
import { EVENT_REMINDERS_EVERY_MS, type EventRemindersService } from './event-reminders.service';

/** Notifications: GraphQL (imported above) and the reminders before advisory calls, webinars, camps and invoices. */
export const notificationsModule = {
  name: 'notifications',
  jobs: ({ eventReminders }: { eventReminders: EventRemindersService }) => [
    { name: 'notifications.event-reminders', everyMs: EVENT_REMINDERS_EVERY_MS, run: () => eventReminders.run() },
  ],
} satisfies ModuleManifest;
