import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { BookingSessions, MentoringSession } from './queries';
import { GROUP_SEATS } from '@eazy2con/shared/plans';
import { SlotPicker } from './SlotPicker';
import { useSessionActions } from './use-session-actions';

interface ReschedulePanelProps {
  session: MentoringSession;
  booking: BookingSessions & { mentorId: string };
  onClose: () => void;
}

/** Moving one session: one new time from the mentor's free ones, within the booking's cycle when it is in it. */
export function ReschedulePanel({ session, booking, onClose }: ReschedulePanelProps) {
  const { reschedule } = useSessionActions();
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Fixed while the panel is open (a moving bound would ask the server again on every render). A session of the
  // first cycle must stay inside it.
  const [notBefore] = useState(() => new Date(Math.max(Date.now(), Date.parse(booking.cycleStart))));
  const [notAfter] = useState(() =>
    Date.parse(session.start) < Date.parse(booking.cycleEnd) ? new Date(Date.parse(booking.cycleEnd) - 1) : undefined,
  );

  const move = async () => {
    const start = selected[0];
    if (!start) return;
    setSending(true);
    const failure = await reschedule(session.id, start);
    setSending(false);
    setError(failure);
    if (failure === null) onClose();
  };

  return (
    <div className="reschedule">
      <h4 className="reschedule__title">Choose a new time</h4>
      <SlotPicker
        mentorId={booking.mentorId}
        minutes={Math.round((Date.parse(session.end) - Date.parse(session.start)) / 60_000)}
        weekendsOnly={booking.weekendsOnly}
        {...(booking.format === 'GROUP' ? { groupSeats: GROUP_SEATS } : {})}
        max={1}
        selected={selected}
        onChange={setSelected}
        notBefore={notBefore}
        notAfter={notAfter}
      />
      {error && <Notice type="error" title={error} />}
      <div className="reschedule__actions">
        <Button onClick={onClose} disabled={sending}>
          Keep the current time
        </Button>
        <Button type="primary" loading={sending} disabled={selected.length === 0} onClick={() => void move()}>
          Move to this time
        </Button>
      </div>
    </div>
  );
}
