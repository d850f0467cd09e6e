import type { AppEventBus } from '../events';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { CampService } from '../camp/camp.service';
import type { MailService } from '../mail/mail.service';
import type { MentorsService } from '../mentors/mentors.service';
import type { PaymentsService } from '../payments/payments.service';
import type { InvitedAccounts } from '../accounts/invited-accounts';
import type { AdminRepo } from './admin.repo';

/** What the admin service is built from (app-deps.ts); admin-invite.ts and admin-transfers.ts take parts of it. */
export interface AdminServiceDeps {
  repo: AdminRepo;
  mail: MailService;
  payments: PaymentsService;
  accounts: InvitedAccounts;
  /** The owners of the tables an admin action changes; each writes its own table in the action's transaction. */
  mentors: MentorsService;
  mentorBookings: MentorBookingsService;
  camp: CampService;
  bus: AppEventBus;
  now?: () => Date;
}
