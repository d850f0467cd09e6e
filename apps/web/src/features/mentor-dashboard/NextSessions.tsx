import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { dayLabel, slotLabel } from '@eazy2con/shared/sessions';
import { MentorSessionsQuery } from './queries';

const SHOWN = 3;
const WEEK_MS = 7 * 86_400_000;

/** The dashboard's glance at the coming week: the next few booked sessions, in the mentor's own zone. */
export function NextSessions() {
  // Fixed on arrival, so the request (and urql's cache key) does not change with every render.
  const [variables] = useState(() => {
    const now = Date.now();
    return { from: new Date(now - 2 * 3_600_000).toISOString(), to: new Date(now + WEEK_MS).toISOString() };
  });
  const [{ data }] = useQuery({ query: MentorSessionsQuery, variables, requestPolicy: 'cache-and-network' });
  if (!data) return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = new Date();
  const next = data.mentorSessions
    .filter((s) => s.status === 'BOOKED' && new Date(s.end) > now)
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, SHOWN);
  return (
    <section aria-labelledby="next-sessions-heading">
      <h2 id="next-sessions-heading">Next sessions</h2>
      {next.length === 0 ? (
        <p>No sessions in the coming week.</p>
      ) : (
        <ul className="mentor-dashboard__next" data-testid="next-sessions">
          {next.map((s) => (
            <li key={s.id}>
              {dayLabel(new Date(s.start), zone)}, {slotLabel(new Date(s.start), zone)}: {s.learnerName} ({s.plan})
            </li>
          ))}
        </ul>
      )}
      <Link to="/mentor-dashboard/sessions">See all your sessions</Link>
    </section>
  );
}
