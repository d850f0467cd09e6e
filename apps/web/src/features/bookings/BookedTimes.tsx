import type { BookedTime } from './queries';
import { timeLabel } from './session-times';

/** The session times just booked, on the success screens ('Your sessions: Tuesday 1 October, 10:00 WAT'). */
export function BookedTimes({ sessions }: { sessions: readonly BookedTime[] }) {
  if (sessions.length === 0) return null;
  const sorted = [...sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return (
    <div className="booked-times" data-testid="booked-times">
      <p>{sessions.length === 1 ? 'Your session:' : 'Your sessions:'}</p>
      <ul>
        {sorted.map((session) => (
          <li key={session.id}>{timeLabel(session.start)}</li>
        ))}
      </ul>
    </div>
  );
}
