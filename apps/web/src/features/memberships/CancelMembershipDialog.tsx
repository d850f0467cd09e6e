import { useId, useState } from 'react';
import { CancelMembershipSchema } from '@eazy2con/shared/validation/memberships';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/inputs';
import { cancelMeaning } from './membership-messages';
import type { ActionError } from './use-membership-actions';

interface CancelMembershipDialogProps {
  open: boolean;
  /** The last day of the last paid cycle ('28 March 2027'), when the membership stops. */
  lastDay: string | null;
  /** Sends the cancel; answers null when it was made, else the server's refusal (shown by the panel). */
  onCancel: (reason: string | null) => Promise<ActionError>;
  onClose: () => void;
}

/** Are you sure? Says what cancelling means (nothing more is charged) and takes an optional reason. */
export function CancelMembershipDialog({ open, lastDay, onCancel, onClose }: CancelMembershipDialogProps) {
  const ids = useId();
  // Kept here, not in the dialog's content: what was typed stays if the dialog is closed and opened again.
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    const parsed = CancelMembershipSchema.shape.reason.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setSending(true);
    await onCancel(parsed.data || null);
    setSending(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Cancel your membership?"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose} disabled={sending}>
            Keep membership
          </Button>
          <Button type="primary" danger loading={sending} onClick={() => void confirm()}>
            Cancel membership
          </Button>
        </>
      }
    >
      <p className="dialog__text">
        {lastDay ? cancelMeaning(lastDay) : 'Nothing more is charged, and the sessions of the paid cycle stay yours.'}
      </p>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={`${ids}-reason`}>
          Reason (optional)
        </label>
        <TextArea
          id={`${ids}-reason`}
          rows={3}
          value={reason}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <div id={`${ids}-error`} className="field__error" role="alert">
            {error}
          </div>
        )}
      </div>
    </Dialog>
  );
}
