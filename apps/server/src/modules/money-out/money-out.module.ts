import './payouts.graphql';
import './refunds.graphql';
import type { ModuleManifest } from '../module-manifest';
import { PAYOUT_BATCH_EVERY_MS, PAYOUT_RECHECK_EVERY_MS } from './payout-jobs';
import { createPayouts } from './payouts.factory';
import { registerPayoutExports, registerPayoutWebhook } from './payouts.routes';
import { MoneyOutPersonalData } from './money-out-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    payouts: ReturnType<typeof createPayouts>;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    moneyOut: MoneyOutPersonalData;
  }
}

/**
 * Money out (payouts to mentors and refunds to payers, one module since they share the provider; decision 0037):
 * GraphQL (imported above); mentors' earnings gathered for review once a week, sent transfers re-checked, and the
 * retry of refunds the provider has not answered. The refunds service is built with the payouts
 * (payouts.factory.ts), so the job finds it there.
 */
export const moneyOutModule = {
  name: 'money-out',
  services: {
    payouts: (c) =>
      createPayouts({
        db: c.db,
        config: c.config,
        log: c.log,
        authSecret: c.authSecret,
        mail: c.use('mail'),
        ledger: c.use('ledger').service,
        mentors: c.use('mentors'),
        invoices: c.use('payments').invoices,
        refundablePayments: c.part('refundablePayments'),
        anyHeld: (bookingId, tx) => c.part('heldSessions').anyHeld(bookingId, tx),
        authenticateWebhook: (raw, headers) => c.use('payments').provider.authenticateWebhook(raw, headers),
        audit: (actor, entry, tx) => c.use('admin').audit(actor, entry, tx),
        notifications: c.use('notifications'),
        now: () => c.clock.now(),
      }),
  },
  routes: async (http, { services, viewerOf }) => {
    await registerPayoutWebhook(http, services.payouts);
    registerPayoutExports(http, { payouts: services.payouts, viewerOf });
  },
  jobNamesFrom: ['payouts', 'refunds'],
  jobs: ({ payouts }) => [
    { name: 'payouts.batch', everyMs: PAYOUT_BATCH_EVERY_MS, run: () => payouts.service.runPayoutBatch() },
    { name: 'payouts.recheck', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => payouts.service.recheckPayouts() },
    { name: 'refunds.retry', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => payouts.refunds.retryRefunds() },
  ],
  personalData: {
    moneyOut: (c) =>
      new MoneyOutPersonalData({
        db: c.db,
        owners: () => c.personalDataOwners(),
        balances: (mentorId) => c.use('ledger').service.mentorBalances(mentorId),
        siteEmail: c.config.site.email,
      }),
  },
} satisfies ModuleManifest;
