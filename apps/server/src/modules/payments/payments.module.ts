import './payments.graphql';
import './saved-cards.graphql';
import type { ModuleManifest } from '../module-manifest';
import { RECHECK_INTERVAL_MS, WEBHOOK_KEYS_PURGE_INTERVAL_MS } from './payment-recheck.job';
import { createPayments, type Payments } from './payments.factory';
import { PaymentsRetentionRepo } from './payments-retention.repo';
import { registerPaymentWebhook, registerSandboxCheckout } from './payments.routes';
import { registerPaymentDocuments } from './payment-documents.routes';
import { RefundablePayments } from './refundable-payments';
import { RefundablePaymentsRepo } from './refundable-payments.repo';
import { PaymentsPersonalData } from './payments-personal-data.repo';
import { SavedCardsPersonalData } from './saved-cards-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    payments: Payments;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    payments: PaymentsPersonalData;
    /** Saved cards (decision 0045): exported without their tokens, deleted with the account. */
    savedCards: SavedCardsPersonalData;
  }
}
declare module '../module-manifest' {
  interface ModuleParts {
    /** What a refund needs of a booking's payments (money-out). */
    refundablePayments: RefundablePayments;
  }
}

/** Payments: card and transfer, invoices, the webhook, the re-check and key purge jobs, and GraphQL (above). */
export const paymentsModule = {
  name: 'payments',
  services: {
    payments: (c) =>
      createPayments({
        db: c.db,
        config: c.config,
        mail: c.use('mail'),
        log: c.log,
        authSecret: c.authSecret,
        bookings: c.payableBookings(),
        // A paid kids booking or camp registration refreshes the admin kids list (onChangeBookKidmentor).
        onPaid: (kind, id) => {
          if (kind === 'kidMentor' || kind === 'camp') void c.use('admin').kidsBookingChanged(id);
          void c.use('ledger').facts.postPaymentsOf(kind, id); // the mentor's share shows at once (the job catches misses)
          // A membership's paid cycle gets its standing times booked (the renewal job books what this misses).
          if (kind === 'membershipCycle') void c.use('memberships').renewals.bookPaidCycle(id);
        },
        // A cancelled mentor booking gives its sessions' times back at once, and both sides' calendars drop them.
        onCancelled: async (kind, id, tx) => {
          if (kind === 'mentor' || kind === 'kidMentor') await c.use('sessions').cancelForBooking(id, tx);
          // A paid plan cancelled within its first days with no session held is refunded in full (issue 23).
          await c.use('payouts').onBookingCancelled(kind, id, tx);
        },
        // Flutterwave's one webhook URL also carries transfers: money-out takes those.
        otherWebhookNotices: (raw, headers) => c.use('payouts').webhooks.receive(raw, headers),
      }),
  },
  parts: {
    refundablePayments: (c) => new RefundablePayments(new RefundablePaymentsRepo(c.db), c.payableBookings()),
  },
  retention: { payments: (db) => new PaymentsRetentionRepo(db) },
  routes: async (http, { services, config, viewerOf }) => {
    await registerPaymentWebhook(http, services.payments.webhooks);
    registerPaymentDocuments(http, {
      invoices: services.payments.invoices,
      receipts: services.payments.receipts,
      rateLimits: services.rateLimits,
      site: config.site,
      viewerOf,
    });
    const { sandbox } = services.payments;
    if (sandbox) await registerSandboxCheckout(http, { repo: sandbox, siteName: config.site.name });
  },
  jobs: ({ payments }) => [
    {
      name: 'payments.recheck',
      everyMs: RECHECK_INTERVAL_MS,
      run: () => payments.jobs.recheck(),
      drain: () => payments.jobs.idle(),
    },
    {
      name: 'payments.purge-webhook-keys',
      everyMs: WEBHOOK_KEYS_PURGE_INTERVAL_MS,
      run: () => payments.jobs.purgeWebhookKeys(),
    },
  ],
  personalData: {
    payments: (c) => new PaymentsPersonalData(c.db, () => c.personalDataOwners()),
    savedCards: (c) => new SavedCardsPersonalData(c.db),
  },
} satisfies ModuleManifest;
