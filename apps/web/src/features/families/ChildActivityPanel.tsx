import { useCallback } from 'react';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { ATTENDANCE_LABEL, STATUS_LABEL, dayLabel, whenLabel } from './child-labels';
import { ChildActivityQuery } from './families.queries';
import { useLiveChildMessages } from './use-live-child-messages';

/**
 * What a parent sees of a child's classes (issue 35): every session with its attendance and, while it is ahead,
 * its room; every message between the child's mentors and the child, new ones appearing as they are sent while the
 * panel is open (and announced to a screen reader); the monthly progress reports.
 */
export function ChildActivityPanel({ childId, firstName }: { childId: string; firstName: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ChildActivityQuery,
    variables: { childId },
    requestPolicy: 'cache-and-network',
  });
  const activity = data?.childActivity;
  const readAgain = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const { messages, announcement } = useLiveChildMessages(childId, activity?.messages ?? null, readAgain);
  if (error && !activity) return <p role="alert">{apiErrorMessage(error)}</p>;
  if (!activity) return <p aria-busy={fetching}>Loading {firstName}&apos;s activity…</p>;
  return (
    <div className="families__activity">
      {/* Present from the start, so that what is put in it later is read out. */}
      <p className="visually-hidden" aria-live="polite" data-testid="child-messages-live">
        {announcement && <span key={announcement.count}>{announcement.text}</span>}
      </p>
      <h4>Sessions</h4>
      {activity.sessions.length === 0 ? (
        <p>No sessions yet.</p>
      ) : (
        <ul className="families__list" aria-label={`${firstName}'s sessions`}>
          {activity.sessions.map((s) => (
            <li key={s.start}>
              <span>{whenLabel(s.start)}</span>
              {s.mentorName && <span> with {s.mentorName}</span>}
              <span className="families__tag">
                {s.attendance ? (ATTENDANCE_LABEL[s.attendance] ?? s.attendance) : (STATUS_LABEL[s.status] ?? s.status)}
              </span>
              {s.roomUrl && (
                <a href={s.roomUrl} target="_blank" rel="noreferrer">
                  Join the room
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <h4>Messages</h4>
      {messages.length === 0 ? (
        <p>No messages yet. You will see every message a mentor sends {firstName} here.</p>
      ) : (
        <ul className="families__list" aria-label={`Messages with ${firstName}`}>
          {messages.map((m) => (
            <li key={m.id}>
              <strong>{m.from}</strong> <time dateTime={m.at}>{whenLabel(m.at)}</time>
              <p>{m.text}</p>
            </li>
          ))}
        </ul>
      )}
      <h4>Progress reports</h4>
      {activity.reports.length === 0 ? (
        <p>The first report comes at the end of the first month of a plan.</p>
      ) : (
        <ul className="families__list">
          {activity.reports.map((r) => (
            <li key={r.cycle}>
              <strong>Month {r.cycle}</strong> ({dayLabel(r.sentAt)})<p className="families__report">{r.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
