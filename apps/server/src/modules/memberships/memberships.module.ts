import './memberships.graphql';
import './memberships-admin.graphql';
import type { BuildContext, ModuleManifest } from '../module-manifest';
import { LearnerLinks } from '../sessions/learner-links';
import { cyclePayable } from './cycle-payable';
import type { MembershipsDeps, RenewalPayments } from './memberships-deps';
import { MembershipsRepo } from './memberships.repo';
import { MembershipsAdminRepo } from './memberships-admin.repo';
import { MembershipsAdminService } from './memberships-admin.service';
import { MembershipsService } from './memberships.service';
import { RENEWALS_EVERY_MS, RenewalsService } from './renewals.service';
import { LedgerCyclesOf } from './ledger-cycles';
import { MembershipsPersonalData } from './memberships-personal-data.repo';
import { StandingHolds } from './standing-holds';

declare module '../personal-data' {
  interface PersonalDataOwners {
    memberships: MembershipsPersonalData;
  }
}
declare module '../../graphql-core/context' {
  interface AppServices {
    membershipsAdmin: MembershipsAdminService;
    memberships: MembershipsService & { renewals: RenewalsService; ledgerCycles: LedgerCyclesOf };
  }
}

/**
 * What memberships ask of payments, answered by the payments module's services (through `use`, at call time): a
 * cycle is a payable booking of its own kind, so its checkout and invoice are the ones every booking has.
 */
function renewalPayments(c: BuildContext): RenewalPayments {
  // The memberships service has checked that the caller is the booking's learner: the payments module is told the
  // booking's own e-mail as the confirmed one, so the learner's mailed link pays as the browser's token does.
  const owner = (email: string) => () => Promise.resolve(email);
  return {
    // The newest card the booking's account kept for renewals that can still be charged (a card belongs to an
    // account, decision 0045).
    cardFor: async (email) => {
      const account = await c.use('accounts').confirmedAccountId(email);
      return account ? c.use('payments').savedCards.forRenewal(account) : null;
    },
    chargeCard: async (cardId, cycleId, attempt) => {
      const answer = await c.use('payments').savedCardCharges.charge({
        cardId,
        bookingKind: 'membershipCycle',
        bookingId: cycleId,
        attempt,
        narration: 'Mentoring membership, next cycle',
      });
      switch (answer.outcome) {
        case 'paid':
          return { outcome: 'PAID' };
        case 'needs_authorisation':
          return { outcome: 'AUTHORISE', url: answer.authorizationUrl };
        case 'declined':
          return { outcome: 'DECLINED', message: answer.message };
        case 'pending':
          return { outcome: 'PENDING' };
        case 'unusable':
          return { outcome: 'UNUSABLE' };
      }
    },
    checkout: async (cycleId, email) =>
      (await c.use('payments').service.start({ kind: 'membershipCycle', bookingId: cycleId }, owner(email))).link,
    invoice: async (cycleId, email) => {
      const invoice = await c
        .use('payments')
        .invoices.open({ kind: 'membershipCycle', bookingId: cycleId }, owner(email));
      return c.use('payments').invoices.signedPath(invoice.id);
    },
  };
}

const deps = (c: BuildContext): MembershipsDeps =>
  c.once(renewalPayments, () => ({
    repo: new MembershipsRepo(c.db),
    backlog: c.part('membershipBacklog'),
    bookings: c.use('mentorBookings'),
    sessions: {
      bookChosen: (...args) => c.use('sessions').bookChosen(...args),
      cycleUsage: (...args) => c.use('cycleSessions').cycleUsage(...args),
      releaseCycle: (...args) => c.use('cycleSessions').releaseCycle(...args),
      releaseBetween: (...args) => c.use('cycleSessions').releaseBetween(...args),
      anyTakenPlace: (...args) => c.use('cycleSessions').anyTakenPlace(...args),
    },
    refunds: { onCycleCancelled: (...args) => c.use('payouts').onCycleCancelled(...args) },
    availability: c.use('availability'),
    mentors: c.use('mentors'),
    notifications: c.use('notifications'),
    payments: renewalPayments(c),
    links: new LearnerLinks(c.authSecret),
    log: c.log,
    now: () => c.clock.now(),
    publicUrl: c.config.publicUrl,
    graceDays: c.config.MEMBERSHIP_GRACE_DAYS,
  }));

/** Memberships (issue 36): a plan booking's cycles, standing times, renewals, grace, pause and cancel. */
export const membershipsModule = {
  name: 'memberships',
  services: {
    memberships: (c) => {
      const d = deps(c);
      return Object.assign(new MembershipsService(d), {
        renewals: new RenewalsService(d),
        ledgerCycles: new LedgerCyclesOf(d.repo),
      });
    },
    // The admins' list and figures: names through the bookings and mentors services, renewals by week through the
    // read model that joins cycles with the payments that paid them.
    membershipsAdmin: (c) =>
      new MembershipsAdminService({
        repo: new MembershipsRepo(c.db),
        adminRepo: new MembershipsAdminRepo(c.db),
        renewals: c.part('renewalWeeks'),
        bookings: c.use('mentorBookings'),
        mentors: c.use('mentors'),
        now: () => c.clock.now(),
      }),
  },
  // The weekly times regular learners hold, which the mentor's slots leave free (the sessions module's port).
  parts: { standingHolds: (c) => new StandingHolds(new MembershipsRepo(c.db)) },
  payable: (c) => ({
    membershipCycle: cyclePayable({
      booking: async (id, tx) => (await c.use('mentorBookings').findByIds([id], tx))[0] ?? null,
      onPaid: (repo, cycle) => c.use('memberships').renewals.cyclePaid(repo, cycle),
    }),
  }),
  personalData: { memberships: (c) => new MembershipsPersonalData(c.db, () => c.personalDataOwners()) },
  jobs: ({ memberships }) => [
    { name: 'memberships.renewals', everyMs: RENEWALS_EVERY_MS, run: () => memberships.renewals.run() },
  ],
} satisfies ModuleManifest;
