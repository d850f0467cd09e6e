import './accounts.graphql';
import './account-home.graphql';
import './accounts.topics';
import type { ModuleManifest } from '../module-manifest';
import { AccountHomeService } from './account-home.service';
import { AccountsRetentionRepo } from './accounts-retention.repo';
import { AccountsService } from './accounts.service';
import { createAuth, type Auth } from './auth';
import { registerAuthRoutes } from './auth.routes';
import type { Viewer } from './viewer';
import { AccountsPersonalData } from './accounts-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    auth: Auth;
    accounts: AccountsService;
    accountHome: AccountHomeService;
  }
  interface GraphQLContext {
    /** Who is asking (from the session cookie), resolved at most once per request; see guard.ts. */
    viewer(): Promise<Viewer>;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    accounts: AccountsPersonalData;
  }
}

/** Accounts: sign-up and sign-in (Better Auth), who is asking, and its GraphQL (imported above). */
export const accountsModule = {
  name: 'accounts',
  services: {
    auth: (c) =>
      createAuth({
        db: c.db,
        config: c.config,
        mail: c.use('mail'),
        log: c.log,
        secret: c.authSecret,
        limiter: c.use('rateLimits'),
        signInWait: c.overrides.signInWait,
        bus: c.bus,
      }),
    accounts: (c) => new AccountsService(c.use('auth'), c.use('mentors')),
    // Payments says what each booking's invoices and receipts are and what may be done with them (issue 35).
    accountHome: (c) =>
      new AccountHomeService(c.part('accountBookings'), { of: (bookings) => c.use('payments').paperwork.of(bookings) }),
  },
  retention: { accounts: (db) => new AccountsRetentionRepo(db) },
  routes: (http, { services, config }) => registerAuthRoutes(http, services.auth, config.publicUrl),
  personalData: { accounts: (c) => new AccountsPersonalData(c.db) },
} satisfies ModuleManifest;
