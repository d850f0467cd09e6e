import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { KeepCalendarClashMutation, MyCalendarClashesQuery, type CalendarClash } from './busy-calendars.queries';
import { MoveSessionDialog } from './MoveSessionDialog';
import './busy-calendars.css';

const when = (start: string, end: string) => {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day.format(new Date(start))}, ${time.format(new Date(start))}–${time.format(new Date(end))}`;
};

/**
 * Clashes on the mentor's dashboard (issue 37): sessions booked before one of the mentor's own calendars became busy
 * at that time. Nothing moves by itself: "Move" picks a new time for the session (the learner is told, as with any
 * move), "Keep" leaves it where it is and the clash is not shown again. Nothing shows when there is no clash.
 */
export function CalendarClashes({ mentorId }: { mentorId: string }) {
  const headingId = useId();
  const [{ data, error }, refetch] = useQuery({ query: MyCalendarClashesQuery, requestPolicy: 'cache-and-network' });
  const [moving, setMoving] = useState<CalendarClash | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const clashes = data?.myCalendarClashes ?? [];
  if (error && !data) return <Notice type="error" title={apiErrorMessage(error)} />;
  if (clashes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="calendar-clashes" data-testid="calendar-clashes">
      <h2 id={headingId}>Clashes with your calendar</h2>
      <p className="availability__hint">
        These sessions were booked before your calendar became busy at their time. Move them, or keep them as they are.
      </p>
      <ul className="calendar-clashes__list">
        {clashes.map((clash) => (
          <ClashRow
            key={`${clash.sessionId}-${clash.busyStart}-${clash.busyEnd}`}
            clash={clash}
            onMove={() => setMoving(clash)}
            onKept={reload}
          />
        ))}
      </ul>
      {moving && (
        <MoveSessionDialog
          mentorId={mentorId}
          sessionId={moving.sessionId}
          start={moving.start}
          end={moving.end}
          title={`Move the session with ${moving.learnerName}`}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            reload();
          }}
        />
      )}
    </section>
  );
}

function ClashRow({ clash, onMove, onKept }: { clash: CalendarClash; onMove: () => void; onKept: () => void }) {
  const { notification } = useNotify();
  const [{ fetching, error }, keep] = useMutation(KeepCalendarClashMutation);
  const keepIt = async () => {
    const result = await keep({ sessionId: clash.sessionId, busyStart: clash.busyStart, busyEnd: clash.busyEnd });
    if (result.error) return;
    notification.success({ title: 'The session stays at its time' });
    onKept();
  };
  return (
    <li className="calendar-clashes__item" data-testid="calendar-clash">
      <strong>
        Session with {clash.learnerName}: {when(clash.start, clash.end)}
      </strong>
      <div>Your calendar is busy {when(clash.busyStart, clash.busyEnd)}.</div>
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      <div className="calendar-clashes__actions">
        <Button type="primary" onClick={onMove}>
          Move
        </Button>
        <Button loading={fetching} onClick={() => void keepIt()}>
          Keep
        </Button>
      </div>
    </li>
  );
}
