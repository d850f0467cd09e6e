import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { SlotPicker } from '../sessions/public';
import type { BookedTime } from './queries';
import type { FirstCycle } from './session-times';
import { timeLabel } from './session-times';
import { useBookSessions, type BookingAccess, type BookTimesOutcome } from './use-book-sessions';

interface Props {
  access: BookingAccess;
  mentorId: string;
  minutes: number;
  weekendsOnly: boolean;
  /** Sessions the option gives in a cycle: the booked ones and the replacements together stay within it. */
  sessions: number;
  cycle: FirstCycle;
  /** What the first attempt booked and what it could not. */
  first: BookTimesOutcome;
  /** Every chosen time is booked (or the booker goes on without the rest): on to payment, or the trial's success. */
  onDone: (booked: BookedTime[]) => void;
}

/**
 * After the booking was made, some chosen times could not be booked (someone took them meanwhile, or the network
 * failed). The booking is kept; this step says which times failed and why, and offers the mentor's free times to
 * choose replacements before going on. A time that failed on the network is chosen again, to be retried as it was.
 */
export function FixSessionTimes({ access, mentorId, minutes, weekendsOnly, sessions, cycle, first, onDone }: Props) {
  const { bookTimes, busy } = useBookSessions();
  const [booked, setBooked] = useState(first.booked);
  const [failed, setFailed] = useState(first.failed);
  const room = Math.max(sessions - booked.length, 0);
  const [picks, setPicks] = useState(() =>
    first.failed
      .filter((f) => f.retry)
      .map((f) => f.start)
      .slice(0, room),
  );

  // A new picker after each round asks for fresh times: those just booked, or just taken, are no longer free.
  const [round, setRound] = useState(0);

  const retry = async () => {
    const outcome = await bookTimes(access, picks);
    const all = [...booked, ...outcome.booked];
    if (outcome.failed.length === 0) {
      onDone(all);
      return;
    }
    setBooked(all);
    setFailed(outcome.failed);
    setPicks(
      outcome.failed
        .filter((f) => f.retry)
        .map((f) => f.start)
        .slice(0, sessions - all.length),
    );
    setRound(round + 1);
  };

  return (
    <section className="booking-fix" aria-labelledby="booking-fix-title">
      <h1 id="booking-fix-title" className="result-title">
        Your booking is saved, but some times could not be booked
      </h1>
      <Notice
        type="warning"
        title={failed.length === 1 ? 'This time could not be booked:' : 'These times could not be booked:'}
        description={
          <ul className="booking-fix__failed" data-testid="failed-times">
            {failed.map((f) => (
              <li key={f.start}>
                <strong>{timeLabel(f.start)}</strong>: {f.message}
              </li>
            ))}
          </ul>
        }
      />
      {booked.length > 0 && (
        <div className="booking-fix__booked">
          <p>Already booked:</p>
          <ul data-testid="booked-times">
            {booked.map((s) => (
              <li key={s.id}>{timeLabel(s.start)}</li>
            ))}
          </ul>
        </div>
      )}
      {room > 0 && (
        <>
          <p>
            Choose {room === 1 ? 'another time' : `up to ${room} other times`} from your mentor’s free times, then book
            them.
          </p>
          <SlotPicker
            key={round}
            mentorId={mentorId}
            minutes={minutes}
            weekendsOnly={weekendsOnly}
            max={room}
            selected={picks}
            onChange={setPicks}
            notBefore={cycle.notBefore}
            notAfter={cycle.notAfter}
          />
        </>
      )}
      <div className="booking-fix__actions">
        {room > 0 && (
          <Button type="primary" size="large" loading={busy} disabled={picks.length === 0} onClick={() => void retry()}>
            Book these times
          </Button>
        )}
        <Button size="large" disabled={busy} onClick={() => onDone(booked)}>
          Continue without them
        </Button>
      </div>
      <p className="booking-step__note">Any session you do not book now stays yours to book later in this cycle.</p>
    </section>
  );
}
