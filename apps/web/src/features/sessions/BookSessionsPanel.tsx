import { useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { BookingSessions } from './queries';
import { sessionWhen } from './session-format';
import { GROUP_SEATS } from '@eazy2con/shared/plans';
import { SlotPicker } from './SlotPicker';
import { useSessionActions } from './use-session-actions';
import { viewerZone } from './viewer-zone';

interface Failure {
  start: string;
  message: string;
}

export const bookLabel = (count: number) => (count <= 1 ? 'Book this session' : `Book these ${count} sessions`);

/**
 * Choosing and booking what is left of a cycle: the mentor's free times within the cycle, then one booking
 * request per chosen time. Each time keeps its idempotency key until it is booked, so pressing again after a lost
 * answer cannot book the same time twice; times that failed stay chosen, with the server's reason beside them.
 */
export function BookSessionsPanel({
  booking,
  onClose,
}: {
  booking: BookingSessions & { mentorId: string };
  onClose: () => void;
}) {
  const { book, refresh, notification } = useSessionActions();
  const [zone] = useState(viewerZone);
  // Fixed while the panel is open: a moving bound would ask the server again on every render.
  const [notBefore] = useState(() => new Date(Math.max(Date.now(), Date.parse(booking.cycleStart))));
  const [notAfter] = useState(() => new Date(Date.parse(booking.cycleEnd) - 1));
  const [selected, setSelected] = useState<string[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [sending, setSending] = useState(false);
  // Asks the picker for fresh times after a round of booking (those just booked are no longer free).
  const [round, setRound] = useState(0);
  const keys = useRef(new Map<string, string>());

  const submit = async () => {
    setSending(true);
    const failed: Failure[] = [];
    let booked = 0;
    for (const start of selected) {
      const key = keys.current.get(start) ?? crypto.randomUUID();
      keys.current.set(start, key);
      const error = await book(booking.bookingId, start, key);
      if (error === null) {
        keys.current.delete(start);
        booked += 1;
      } else failed.push({ start, message: error });
    }
    setSending(false);
    setFailures(failed);
    setSelected(failed.map((f) => f.start));
    if (booked > 0) {
      notification.success({ title: booked === 1 ? 'Session booked' : `${booked} sessions booked`, duration: 5 });
      refresh();
    }
    if (failed.length === 0) onClose();
    else setRound((r) => r + 1);
  };

  return (
    <div className="book-sessions">
      <h3 className="book-sessions__title">Choose up to {booking.left === 1 ? 'one time' : `${booking.left} times`}</h3>
      <SlotPicker
        key={round}
        mentorId={booking.mentorId}
        minutes={booking.minutes}
        weekendsOnly={booking.weekendsOnly}
        {...(booking.format === 'GROUP' ? { groupSeats: GROUP_SEATS } : {})}
        max={booking.left}
        selected={selected}
        onChange={setSelected}
        notBefore={notBefore}
        notAfter={notAfter}
      />
      {failures.length > 0 && (
        <Notice
          type="error"
          title={failures.length === 1 ? 'This time could not be booked' : 'These times could not be booked'}
          description={
            <ul className="book-sessions__failures">
              {failures.map((f) => (
                <li key={f.start}>
                  {sessionWhen(f.start, zone)}: {f.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {selected.length > 0 && (
        <div className="book-sessions__chosen">
          <p>Your choice:</p>
          <ul>
            {[...selected].sort().map((start) => (
              <li key={start}>{sessionWhen(start, zone)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="book-sessions__actions">
        <Button onClick={onClose} disabled={sending}>
          Close
        </Button>
        <Button type="primary" loading={sending} disabled={selected.length === 0} onClick={() => void submit()}>
          {bookLabel(selected.length)}
        </Button>
      </div>
    </div>
  );
}
