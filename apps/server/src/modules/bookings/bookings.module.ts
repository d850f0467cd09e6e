import './mentor-bookings.graphql';
import type { ModuleManifest } from '../module-manifest';
import { FreeTrials } from './free-trials';
import { kidMentorPayable, mentorPayable } from './mentor-bookings-payable.repo';
import { MentorBookingsPersonalData } from './mentor-bookings-personal-data.repo';
import { MentorBookingsRetentionRepo } from './mentor-bookings-retention.repo';
import { MentorBookingsRepo } from './mentor-bookings.repo';
import { MentorBookingsService } from './mentor-bookings.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    mentorBookings: MentorBookingsService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    mentorBookings: MentorBookingsPersonalData;
  }
}

/** Mentor and kids plans: booking, free trials, payment of their kinds and GraphQL (imported above). */
export const bookingsModule = {
  name: 'bookings',
  services: {
    mentorBookings: (c) =>
      new MentorBookingsService({
        repo: new MentorBookingsRepo(c.db),
        mail: c.use('mail'),
        site: c.config.site,
        availability: c.use('availability'),
        notifications: c.use('notifications'),
        trials: new FreeTrials({ ...c.part('codeDeps'), perMentorPerDay: c.config.TRIAL_LIMIT_PER_MENTOR_PER_DAY }),
        // The sessions service reads bookings, so it is asked for only when times are booked (at run time).
        chosenTimes: {
          bookChosen: (booking, starts, tx, token) => c.use('sessions').bookChosen(booking, starts, tx, token),
        },
        children: { bookableChild: (userId, childId, tx) => c.use('families').bookableChild(userId, childId, tx) },
      }),
  },
  payable: { mentor: mentorPayable, kidMentor: kidMentorPayable },
  retention: { mentorBookings: (db) => new MentorBookingsRetentionRepo(db) },
  personalData: { mentorBookings: (c) => new MentorBookingsPersonalData(c.db) },
} satisfies ModuleManifest;
