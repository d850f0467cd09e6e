import { useId, useState } from 'react';
import { useMutation } from 'urql';
import type { SessionOutcome } from '@eazy2con/shared/sessions';
import { SessionOutcomeSchema } from '@eazy2con/shared/validation/sessions';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { CancelSessionMutation, MarkSessionOutcomeMutation, type MentorSession } from './queries';

/** What the mentor can say happened, in their words. */
export const OUTCOME_LABELS: Record<SessionOutcome, string> = {
  HELD: 'Held',
  LEARNER_NO_SHOW: 'Learner did not come',
  MENTOR_NO_SHOW: 'I could not come',
};

interface DialogProps {
  session: MentorSession;
  when: string;
  onClose: () => void;
  /** The server took the change: the week is asked for again. */
  onDone: () => void;
}

/** Cancel with an optional reason; a mentor's cancel always gives the session back to the learner. */
export function CancelSessionDialog({ session, when, onClose, onDone }: DialogProps) {
  const { notification } = useNotify();
  const reasonId = useId();
  const [{ fetching }, cancel] = useMutation(CancelSessionMutation);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    const result = await cancel({ id: session.id, reason: reason.trim() || null });
    if (result.error || !result.data?.cancelSession) {
      setFailure(apiErrorMessage(result.error));
      return;
    }
    notification.success({ title: 'Session cancelled' });
    onDone();
  };

  return (
    <Dialog
      open
      title="Cancel this session?"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Keep the session</Button>
          <Button type="primary" danger loading={fetching} onClick={() => void confirm()}>
            Cancel the session
          </Button>
        </>
      }
    >
      <p className="dialog__text">
        {session.learnerName}’s session on {when}. When you cancel, {session.learnerName} gets the session back to book
        another time: it does not count as used. We let them know by e-mail.
      </p>
      <label className="field__label" htmlFor={reasonId}>
        Reason (we pass it on to the learner)
      </label>
      <TextArea id={reasonId} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      {failure && <Notice type="error" title="The session was not cancelled" description={failure} />}
    </Dialog>
  );
}

/** What happened in a session that has ended, with private notes; the learner then confirms or disputes it. */
export function OutcomeDialog({ session, when, onClose, onDone }: DialogProps) {
  const { notification } = useNotify();
  const notesId = useId();
  const [{ fetching }, mark] = useMutation(MarkSessionOutcomeMutation);
  const [outcome, setOutcome] = useState<SessionOutcome | null>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const record = async () => {
    setFailure(null);
    const checked = SessionOutcomeSchema.safeParse({ id: session.id, outcome, notes });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Choose what happened');
      return;
    }
    setProblem(null);
    const result = await mark(checked.data);
    if (result.error || !result.data?.markSessionOutcome) {
      setFailure(apiErrorMessage(result.error));
      return;
    }
    notification.success({ title: 'Outcome recorded' });
    onDone();
  };

  return (
    <Dialog
      open
      title="Record the outcome"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Not now</Button>
          <Button type="primary" loading={fetching} onClick={() => void record()}>
            Record outcome
          </Button>
        </>
      }
    >
      <p className="dialog__text">
        {session.learnerName}’s session on {when}. {session.learnerName} can confirm or dispute what you record.
      </p>
      <fieldset className="field field--radio" aria-describedby={problem ? `${notesId}-problem` : undefined}>
        <legend className="field__label">What happened?</legend>
        <div className="radio-group">
          {(Object.keys(OUTCOME_LABELS) as SessionOutcome[]).map((value) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                className="checkbox__input"
                name={`${notesId}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              <span>{OUTCOME_LABELS[value]}</span>
            </label>
          ))}
        </div>
        {problem && (
          <div id={`${notesId}-problem`} className="field__error" role="alert">
            {problem}
          </div>
        )}
      </fieldset>
      <label className="field__label" htmlFor={notesId}>
        Private notes (the learner does not see them)
      </label>
      <TextArea id={notesId} rows={4} maxLength={4000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      {failure && <Notice type="error" title="The outcome was not recorded" description={failure} />}
    </Dialog>
  );
}
