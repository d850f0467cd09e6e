import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import type { MentoringSession } from './queries';
import { SessionReviewForm } from './SessionReviewForm';
import { canRespond, outcomeText, responseText, sessionWhen } from './session-format';
import { useSessionActions } from './use-session-actions';
import { viewerZone } from './viewer-zone';

export const ASK_TO_CONFIRM = 'Did it go as your mentor recorded?';
export const REVIEW_POSTED = 'Thank you: your review is on your mentor’s profile';

/** The server takes a review only after a session that took place and that the learner did not dispute. */
const canReview = (session: MentoringSession): boolean =>
  session.outcome === 'HELD' && session.learnerResponse !== 'DISPUTED';

/**
 * A past or cancelled session: what became of it, the learner's confirm or dispute while that is open, and a review
 * of the mentor once it was held.
 */
export function PastSessionCard({ session, now }: { session: MentoringSession; now: number }) {
  const [zone] = useState(viewerZone);
  const answered = responseText(session);
  const [reviewing, setReviewing] = useState(false);
  // Remembered here only: the page is not read again after a review, and a second one the server refuses anyway.
  const [reviewed, setReviewed] = useState(false);
  return (
    <article className="session-card session-card--past" aria-label={sessionWhen(session.start, zone)}>
      <p className="session-card__when">{sessionWhen(session.start, zone)}</p>
      <p className="session-card__outcome" data-testid="session-outcome">
        {outcomeText(session)}
      </p>
      {session.cancelReason && <p className="session-card__note">Reason: {session.cancelReason}</p>}
      {answered && <p className="session-card__note">{answered}</p>}
      {canRespond(session, now) && <Respond session={session} />}
      {canReview(session) && !reviewed && !reviewing && (
        <div className="session-card__actions">
          <Button onClick={() => setReviewing(true)}>Review your mentor</Button>
        </div>
      )}
      {reviewing && (
        <SessionReviewForm
          session={session}
          onCancel={() => setReviewing(false)}
          onPosted={() => {
            setReviewing(false);
            setReviewed(true);
          }}
        />
      )}
      {reviewed && (
        <p className="session-card__note" role="status">
          {REVIEW_POSTED}
        </p>
      )}
    </article>
  );
}

function Respond({ session }: { session: MentoringSession }) {
  const ids = useId();
  const { respond } = useSessionActions();
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<'CONFIRMED' | 'DISPUTED' | null>(null);

  const send = async (response: 'CONFIRMED' | 'DISPUTED') => {
    setSending(response);
    setError(await respond(session.id, response, response === 'DISPUTED' ? comment : ''));
    setSending(null);
  };

  const until = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: viewerZone(),
  }).format(new Date(session.responseDueAt ?? session.end));

  return (
    <div className="session-respond">
      <p className="session-card__note">
        {ASK_TO_CONFIRM} You can tell us until {until}.
      </p>
      {disputing ? (
        <>
          <label className="field__label" htmlFor={`${ids}-comment`}>
            What went wrong?
          </label>
          <TextArea
            id={`${ids}-comment`}
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className="session-card__actions">
            <Button onClick={() => setDisputing(false)} disabled={sending !== null}>
              Back
            </Button>
            <Button
              type="primary"
              loading={sending === 'DISPUTED'}
              disabled={comment.trim() === ''}
              onClick={() => void send('DISPUTED')}
            >
              Send to our team
            </Button>
          </div>
        </>
      ) : (
        <div className="session-card__actions">
          <Button type="primary" loading={sending === 'CONFIRMED'} onClick={() => void send('CONFIRMED')}>
            Confirm
          </Button>
          <Button onClick={() => setDisputing(true)} disabled={sending !== null}>
            Something’s wrong
          </Button>
        </div>
      )}
      {error && <Notice type="error" title={error} />}
    </div>
  );
}
