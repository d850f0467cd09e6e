import './admin.graphql';
import { invitedAccounts } from '../accounts/invited-accounts';
import './admin.topics';
import type { ModuleManifest } from '../module-manifest';
import { registerAdminExport } from './admin-export.routes';
import { AdminRepo } from './admin.repo';
import { AdminService } from './admin.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    admin: AdminService;
  }
}

/** The admin back office: reviews, lists (through read-models), the audit, CSV exports and GraphQL (above). */
export const adminModule = {
  name: 'admin',
  services: {
    admin: (c) =>
      new AdminService({
        repo: new AdminRepo(c.db),
        now: () => c.clock.now(),
        lists: c.part('adminPages'),
        mail: c.use('mail'),
        payments: c.use('payments').service,
        accounts: invitedAccounts(c.use('auth')),
        mentors: c.use('mentors'),
        mentorBookings: c.use('mentorBookings'),
        camp: c.use('camp'),
        bus: c.bus,
      }),
  },
  routes: (http, { services, viewerOf }) => registerAdminExport(http, { admin: services.admin, viewerOf }),
} satisfies ModuleManifest;
