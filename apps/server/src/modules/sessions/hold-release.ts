import type { Tx } from '../../db/transaction';
import { mailBothSides, type SessionMentor } from './session-mails';
import { holdLapsed } from './session-rules';
import type { SessionsDeps } from './sessions-deps';

/** How many lapsed holds one run releases; the next run takes the rest. */
const RELEASE_BATCH = 200;
/** How often lapsed unpaid holds are released (the job runner, decision 0035). */
export const RELEASE_EVERY_MS = 60_000;
/** No hold is shorter than a card payment's: sessions younger than this cannot have lapsed. */
const SHORTEST_HOLD_MS = 30 * 60_000;

/**
 * Releases the sessions of bookings that were cancelled or not paid within their hold, and mails both sides in the
 * same transaction (their calendars drop the event). Answers how many were released.
 */
export async function releaseLapsedHolds(
  deps: Pick<SessionsDeps, 'repo' | 'bookings' | 'mail' | 'notifications' | 'links' | 'site' | 'publicUrl'>,
  now: Date,
  mentorsById: (ids: readonly (string | null)[], tx: Tx) => Promise<Map<string, SessionMentor>>,
): Promise<number> {
  const candidates = await deps.repo.holdCandidates(new Date(now.getTime() - SHORTEST_HOLD_MS), RELEASE_BATCH);
  if (candidates.length === 0) return 0;
  const bookings = await deps.bookings.findByIds([...new Set(candidates.map((c) => c.bookingId))]);
  const lapsed = new Map(bookings.filter((b) => holdLapsed(b, now)).map((b) => [b.id, b]));
  const ids = candidates.filter((c) => lapsed.has(c.bookingId)).map((c) => c.id);
  if (ids.length === 0) return 0;
  return deps.repo.transaction(async (repo, tx) => {
    const rows = await repo.release(ids, now);
    const mentors = await mentorsById(
      rows.map((r) => r.mentorId),
      tx,
    );
    for (const session of rows) {
      const booking = lapsed.get(session.bookingId);
      const mentor = session.mentorId ? mentors.get(session.mentorId) : undefined;
      if (booking && mentor) await mailBothSides(deps, tx, { change: 'released', session, booking, mentor });
    }
    return rows.length;
  });
}
