import { addDays } from '@eazy2con/shared/zoned-time';
import type { GraphQLCall } from '../../test/render-page';
import { lagosToday } from './membership-figures';
import type { Membership, MembershipCycle } from './memberships.queries';

// Test data for the membership pages: dates around today in Lagos, so "this cycle" and "next" hold whenever they run.

/** A Lagos date `days` from today. */
export const fromToday = (days: number): string => addDays(lagosToday(Date.now()), days);

export function aCycle(overrides: Partial<MembershipCycle> = {}): MembershipCycle {
  return {
    number: 1,
    startsOn: fromToday(-10),
    endsOn: fromToday(18),
    status: 'PAID',
    sessionsIncluded: 8,
    sessionsUsed: 3,
    sessionsCarried: 0,
    amountKobo: 4_900_000,
    paid: true,
    ...overrides,
  };
}

/** A Personal plan membership (2 calls a week, ₦49,000) in its first cycle, paid by a saved card. */
export function aMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    bookingId: 'b1',
    status: 'ACTIVE',
    autoRenew: true,
    nextRenewalOn: fromToday(18),
    pausedUntil: null,
    standingTimes: [{ weekday: 'TUESDAY', time: '18:00', timeZone: 'Africa/Lagos' }],
    paymentMethod: { kind: 'CARD', last4: '4242', expiry: '09/32' },
    cycles: [aCycle()],
    ...overrides,
  };
}

/** The operation a call runs (`mutation PauseMembership(...)` → 'PauseMembership'). */
export const operation = (call: GraphQLCall): string => /(?:query|mutation)\s+(\w+)/.exec(call.query)?.[1] ?? '';

/** The refusal the server sends for a membership rule. */
export const refusal = (message: string, reason: string) => ({
  data: null,
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason } }],
});

/** A change's answer: the membership after it, and where to pay for payNextCycle. */
type Answer = Membership & { payLink?: string | null };

/**
 * A server holding one membership: `Membership` answers it; each change answers `change(call, membership)`, which
 * returns the membership after it (kept for the next read) or a refusal (`{ errors }`, nothing kept).
 */
export function membershipServer(
  start: Membership | null,
  change: (call: GraphQLCall, membership: Membership) => Answer | { errors: unknown[] } = (_, m) => m,
) {
  let membership = start;
  return (call: GraphQLCall): unknown => {
    const name = operation(call);
    if (name === 'Membership') return { data: { membership } };
    if (!membership) return undefined;
    const field = name.charAt(0).toLowerCase() + name.slice(1);
    const after = change(call, membership);
    if ('errors' in after) return { data: null, ...after };
    const { payLink = null, ...kept } = after;
    membership = kept;
    return { data: { [field]: { ...kept, payLink } } };
  };
}
