import type { AppEventBus } from '../events';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { CampService } from '../camp/camp.service';
import type { MailService } from '../mail/mail.service';
import type { MentorsService } from '../mentors/mentors.service';
import type { PaymentsService } from '../payments/payments.service';
import type { InvitedAccounts } from '../accounts/invited-accounts';
import type { AdminListQuery } from '@eazy2con/shared/validation/admin';
import type { AdminListName, AdminPage, OutboxStatus } from './admin-list-types';
import type { AdminRepo } from './admin.repo';

/** What the admin service is built from (app-deps.ts); admin-invite.ts and admin-transfers.ts take parts of it. */
export interface AdminServiceDeps {
  repo: AdminRepo;
  /** The admin lists' reads: a read model that joins other modules' tables (read-models/admin-pages.repo.ts). */
  lists: AdminLists;
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

/** What the admin service asks of the lists' read model; declared here so admin does not import it back. */
export interface AdminLists {
  list<T>(name: AdminListName, query: AdminListQuery): Promise<AdminPage<T>>;
  listOutboxMails<T>(query: AdminListQuery, status: OutboxStatus | null | undefined): Promise<AdminPage<T>>;
  rows<T>(name: AdminListName, query: Omit<AdminListQuery, 'offset' | 'limit'>): AsyncGenerator<T>;
}
