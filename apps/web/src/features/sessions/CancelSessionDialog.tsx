import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import type { MentoringSession } from './queries';
import { LATE_CANCEL_WARNING, sessionWhen } from './session-format';
import { useSessionActions } from './use-session-actions';
import { viewerZone } from './viewer-zone';

interface CancelSessionDialogProps {
  open: boolean;
  session: MentoringSession;
  /** Past the free-change time: cancelling uses the session up. */
  late: boolean;
  onClose: () => void;
}

/** Are you sure? With an optional reason for the mentor, and a warning when cancelling now costs the session. */
export function CancelSessionDialog({ open, session, late, onClose }: CancelSessionDialogProps) {
  const ids = useId();
  const { cancel } = useSessionActions();
  // Kept here, not in the dialog's content: what was typed stays if the dialog is closed and opened again.
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [zone] = useState(viewerZone);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setSending(true);
    const failure = await cancel(session.id, reason);
    setSending(false);
    setError(failure);
    if (failure === null) onClose();
  };

  return (
    <Dialog
      open={open}
      title="Cancel this session?"
      onClose={close}
      footer={
        <>
          <Button onClick={close} disabled={sending}>
            Keep the session
          </Button>
          <Button type="primary" danger loading={sending} onClick={() => void confirm()}>
            Cancel the session
          </Button>
        </>
      }
    >
      <p className="dialog__text">{sessionWhen(session.start, zone)}</p>
      {late ? (
        <Notice
          type="warning"
          title={LATE_CANCEL_WARNING}
          description="It will count as one of this cycle's sessions."
        />
      ) : (
        <p className="dialog__text">You can book another time in its place.</p>
      )}
      <label className="field__label" htmlFor={`${ids}-reason`}>
        Reason (optional)
      </label>
      <TextArea
        id={`${ids}-reason`}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && <Notice type="error" title={error} />}
    </Dialog>
  );
}
