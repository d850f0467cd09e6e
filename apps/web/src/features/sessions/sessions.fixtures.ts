import type { GraphQLCall } from '../../test/render-page';
import type { BookingSessions, MentoringSession } from './queries';

// Test data for the sessions pages: times relative to the real clock, so "upcoming", "late" and "still open to an
// answer" hold whenever the tests run.
const HOUR = 60 * 60 * 1000;

/** An instant `hours` from now, as the server sends it. */
export const hoursFromNow = (hours: number): string => new Date(Date.now() + hours * HOUR).toISOString();

/** A whole-hour instant about `hours` from now (free slots start on the hour). */
export const slotAt = (hours: number): string => {
  const instant = new Date(Date.now() + hours * HOUR);
  instant.setUTCMinutes(0, 0, 0);
  return instant.toISOString();
};

export function aSession(overrides: Partial<MentoringSession> = {}): MentoringSession {
  const start = overrides.start ?? hoursFromNow(72);
  const end = overrides.end ?? new Date(Date.parse(start) + HOUR).toISOString();
  return {
    id: 's1',
    bookingId: 'b1',
    start,
    end,
    status: 'BOOKED',
    viewerRole: 'LEARNER',
    joinUrl: null,
    joinOpensAt: new Date(Date.parse(start) - 15 * 60_000).toISOString(),
    freeChangeUntil: new Date(Date.parse(start) - 24 * HOUR).toISOString(),
    reschedules: 0,
    cancelledBy: null,
    cancelReason: null,
    forfeited: false,
    outcome: null,
    learnerResponse: null,
    learnerComment: null,
    responseDueAt: null,
    outcomeSettled: false,
    mentorName: 'Ada Obi',
    learnerName: 'Bola Ade',
    plan: 'Personal',
    ...overrides,
  };
}

export function aBooking(sessions: MentoringSession[], overrides: Partial<BookingSessions> = {}): BookingSessions {
  return {
    bookingId: 'b1',
    plan: 'Personal',
    audience: 'adult',
    mentorId: 'm1',
    mentorName: 'Ada Obi',
    included: 4,
    used: sessions.filter((s) => s.status === 'BOOKED' || s.forfeited).length,
    left: 4 - sessions.filter((s) => s.status === 'BOOKED' || s.forfeited).length,
    minutes: 60,
    format: 'ONE_ON_ONE',
    weekendsOnly: false,
    cycleStart: hoursFromNow(-24 * 7),
    cycleEnd: hoursFromNow(24 * 21),
    paymentStatus: 'PAID',
    sessions,
    ...overrides,
  };
}

/** The refusal the server sends, its code in `extensions.reason`. */
export const refusal = (message: string, reason: string) => ({
  data: null,
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason } }],
});

/** The name of the operation a call runs (`query MySessions(...)` → 'MySessions'). */
export const operation = (call: GraphQLCall): string => /(?:query|mutation)\s+(\w+)/.exec(call.query)?.[1] ?? '';

/**
 * Answers mySessions with these bookings, mentorSlots with these starts and a paid booking's membership (issue 36)
 * with `membership` (none unless told); `other` answers the rest.
 */
export function sessionsServer(
  bookings: () => BookingSessions[],
  starts: string[] = [],
  other: (call: GraphQLCall) => unknown = () => undefined,
  membership: unknown = null,
) {
  return (call: GraphQLCall): unknown => {
    const name = operation(call);
    if (name === 'MySessions') return { data: { mySessions: bookings() } };
    if (name === 'Membership') return { data: { membership } };
    if (name === 'MentorSlots')
      return {
        data: {
          mentorSlots: starts.map((start) => ({
            start,
            end: new Date(Date.parse(start) + 3_600_000).toISOString(),
            blockedUntil: new Date(Date.parse(start) + 75 * 60_000).toISOString(),
          })),
        },
      };
    return other(call);
  };
}
