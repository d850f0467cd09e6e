import { useContext, useState } from 'react';
import { buttonClass, Button } from '../../ui/Button';
import { CancelSessionDialog } from './CancelSessionDialog';
import type { BookingSessions, MentoringSession } from './queries';
import { ReschedulePanel } from './ReschedulePanel';
import { inviteHref, isLate, lengthText, rescheduleBlock, ROOM_OPENS, sessionWhen } from './session-format';
import { SessionAccessContext } from './use-session-actions';
import { viewerZone } from './viewer-zone';

interface SessionCardProps {
  session: MentoringSession;
  booking: BookingSessions;
  now: number;
}

/** A session to come: when, how long, the room (once it opens), the calendar invite, and moving or cancelling it. */
export function SessionCard({ session, booking, now }: SessionCardProps) {
  const { token } = useContext(SessionAccessContext);
  const [zone] = useState(viewerZone);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // Once under way it can only be joined: the server refuses to move or cancel a session that has started.
  const started = now >= Date.parse(session.start);
  const blocked = started ? null : rescheduleBlock(session, now);
  const moves = session.reschedules;

  return (
    <article className="session-card" aria-label={sessionWhen(session.start, zone)}>
      <p className="session-card__when">{sessionWhen(session.start, zone)}</p>
      <p className="session-card__facts">
        <span>{lengthText(session)}</span>
        <span>Booked</span>
        {moves > 0 && <span>Moved {moves === 1 ? 'once' : moves === 2 ? 'twice' : `${moves} times`}</span>}
      </p>
      <div className="session-card__actions">
        {session.joinUrl ? (
          <a
            className={buttonClass({ type: 'primary' })}
            href={session.joinUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Join
          </a>
        ) : (
          <span className="session-card__note">{ROOM_OPENS}</span>
        )}
        <a className={buttonClass({})} href={inviteHref(session.id, token)}>
          Add to calendar
        </a>
        {!started && !blocked && !moving && <Button onClick={() => setMoving(true)}>Reschedule</Button>}
        {!started && (
          <Button danger onClick={() => setCancelling(true)}>
            Cancel session
          </Button>
        )}
      </div>
      {blocked && <p className="session-card__note">{blocked}</p>}
      {moving && !started && !blocked && booking.mentorId && (
        <ReschedulePanel
          session={session}
          booking={{ ...booking, mentorId: booking.mentorId }}
          onClose={() => setMoving(false)}
        />
      )}
      <CancelSessionDialog
        open={cancelling}
        session={session}
        late={isLate(session, now)}
        onClose={() => setCancelling(false)}
      />
    </article>
  );
}
