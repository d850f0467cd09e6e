import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { requireRole } from '../accounts/guard';
import type { MentorBalances } from './ledger.service';
import { earningsBuckets, type EarningsEntry } from './ledger.service';

interface EarningsParent extends MentorBalances {
  mentorId: string;
}

const EarningsBucketEnum = builder.enumType('EarningsBucket', {
  description: 'PENDING: paid, not yet earned; AVAILABLE: earned, can be paid out; IN_FLIGHT: sent, not yet confirmed',
  values: earningsBuckets,
});

const EarningsEntryRef = builder.objectRef<EarningsEntry>('EarningsEntry').implement({
  description: "One line of a mentor's earnings history (a ledger entry on one of their accounts)",
  fields: (t) => ({
    id: t.exposeID('id'),
    bucket: t.field({ type: EarningsBucketEnum, resolve: (e) => e.bucket }),
    memo: t.exposeString('memo'),
    amountKobo: t.exposeInt('amountKobo', {
      description: 'Kobo; positive when the bucket grew, negative when it shrank',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const EarningsEntryPageRef = pageRef('EarningsEntryPage', EarningsEntryRef);

// Sums of kobo can pass GraphQL Int's 2^31; Float carries whole numbers exactly up to 2^53.
const MentorEarningsRef = builder.objectRef<EarningsParent>('MentorEarnings').implement({
  description: "The signed-in mentor's earnings, summed from the ledger (whole kobo)",
  fields: (t) => ({
    pendingKobo: t.exposeFloat('pendingKobo', { description: 'Their share of paid bookings, not yet earned' }),
    availableKobo: t.exposeFloat('availableKobo', { description: 'Earned: held sessions and ended cycles' }),
    inFlightKobo: t.exposeFloat('inFlightKobo', { description: 'Sent to their bank, not yet confirmed' }),
    paidKobo: t.exposeFloat('paidKobo', { description: 'Payouts their bank confirmed' }),
    history: t.field({
      type: EarningsEntryPageRef,
      args: { ...pageArgs },
      complexity: pageCost,
      resolve: (parent, page, ctx) => ctx.services.ledger.service.history(parent.mentorId, page),
    }),
  }),
});

builder.queryField('mentorEarnings', (t) =>
  t.field({
    type: MentorEarningsRef,
    description: 'The signed-in, accepted mentor’s earnings; UNAUTHENTICATED signed out, FORBIDDEN for anyone else',
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireRole(ctx, 'mentor');
      const balances = await ctx.services.ledger.service.mentorBalances(viewer.mentor.id);
      return { ...balances, mentorId: viewer.mentor.id };
    },
  }),
);
