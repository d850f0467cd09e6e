import { useState } from 'react';
import { JOIN_OPENS_MINUTES, dayLabel, slotLabel } from '@eazy2con/shared/sessions';
import { Button, buttonClass } from '../../ui/Button';
import type { MentorSession } from './queries';
import { CancelSessionDialog, OUTCOME_LABELS, OutcomeDialog } from './SessionDialogs';

const CANCELLED_BY: Record<string, string> = {
  LEARNER: 'Cancelled by the learner',
  MENTOR: 'Cancelled by you',
  ADMIN: 'Cancelled by our team',
  SYSTEM: 'Cancelled',
};

function statusText(session: MentorSession): string {
  if (session.status === 'RELEASED') return 'Released: the booking was not paid in time';
  if (session.status === 'CANCELLED') return CANCELLED_BY[session.cancelledBy ?? 'SYSTEM'] ?? 'Cancelled';
  return 'Booked';
}

interface SessionCardProps {
  session: MentorSession;
  /** The mentor's availability zone, which the week is drawn in. */
  zone: string;
  now: Date;
  onChanged: () => void;
}

/** One session in the week: when, who, which plan, where it stands, and what the mentor can do about it. */
export function SessionCard({ session, zone, now, onChanged }: SessionCardProps) {
  const [dialog, setDialog] = useState<'cancel' | 'outcome' | null>(null);
  const start = new Date(session.start);
  const end = new Date(session.end);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const booked = session.status === 'BOOKED';
  const ended = end <= now;
  const when = `${dayLabel(start, zone)} at ${slotLabel(start, zone)}`;
  const done = () => {
    setDialog(null);
    onChanged();
  };

  return (
    <article
      className={`session-card${booked ? '' : ' session-card--off'}`}
      data-testid="session-card"
      aria-label={`${session.learnerName}, ${when}`}
    >
      <p className="session-card__time">
        <time dateTime={session.start}>{slotLabel(start, zone)}</time> · {minutes} min
      </p>
      <p className="session-card__who">{session.learnerName}</p>
      <p className="session-card__plan">
        {session.plan}
        {session.format === 'GROUP' ? ' · group session' : ''}
      </p>
      <p className="session-card__status">{statusText(session)}</p>
      {session.status === 'CANCELLED' && session.cancelReason && (
        <p className="session-card__note">Reason: {session.cancelReason}</p>
      )}
      {booked && !ended && (
        <div className="session-card__actions">
          {session.joinUrl ? (
            <a
              className={buttonClass({ type: 'primary', size: 'small' })}
              href={session.joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Join (opens in a new tab)"
            >
              Join
            </a>
          ) : (
            <span className="session-card__note">Room opens {JOIN_OPENS_MINUTES} minutes before</span>
          )}
          {start > now && (
            <Button size="small" danger onClick={() => setDialog('cancel')}>
              Cancel
            </Button>
          )}
        </div>
      )}
      {booked &&
        ended &&
        (session.outcome ? (
          <OutcomeRecord session={session} zone={zone} now={now} />
        ) : (
          <div className="session-card__actions">
            <Button size="small" type="primary" onClick={() => setDialog('outcome')}>
              Record outcome
            </Button>
          </div>
        ))}
      {dialog === 'cancel' && (
        <CancelSessionDialog session={session} when={when} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog === 'outcome' && (
        <OutcomeDialog session={session} when={when} onClose={() => setDialog(null)} onDone={done} />
      )}
    </article>
  );
}

/** The mentor's record and the learner's answer to it. */
function OutcomeRecord({ session, zone, now }: { session: MentorSession; zone: string; now: Date }) {
  const due = session.responseDueAt ? new Date(session.responseDueAt) : null;
  let response: string;
  if (session.learnerResponse === 'CONFIRMED') response = 'The learner confirmed it.';
  else if (session.learnerResponse === 'DISPUTED')
    response = session.learnerComment
      ? `The learner disputed it: “${session.learnerComment}”`
      : 'The learner disputed it.';
  else if (due && due > now && !session.outcomeSettled)
    response = `Waiting for the learner until ${dayLabel(due, zone)}, ${slotLabel(due, zone)}.`;
  else response = 'The learner did not answer in time, so your record stands.';
  return (
    <div className="session-card__outcome" data-testid="session-outcome">
      <p>
        <strong>Outcome:</strong> {session.outcome ? OUTCOME_LABELS[session.outcome] : ''}
      </p>
      {session.outcomeNotes && <p className="session-card__note">Your notes: {session.outcomeNotes}</p>}
      <p>{response}</p>
    </div>
  );
}
