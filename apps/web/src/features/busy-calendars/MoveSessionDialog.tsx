import { useState } from 'react';
import { useMutation } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { SlotPicker } from '../sessions/public';
import { MoveClashedSessionMutation } from './busy-calendars.queries';

interface MoveSessionDialogProps {
  mentorId: string;
  sessionId: string;
  start: string;
  end: string;
  title: string;
  onClose: () => void;
  onMoved: () => void;
}

/**
 * The mentor moves one session: a new time from their own free ones (the slot picker learners use, which already
 * leaves their busy times out), sent as rescheduleSession. The server checks the time and the booking's cycle, and
 * tells the learner.
 */
export function MoveSessionDialog({
  mentorId,
  sessionId,
  start,
  end,
  title,
  onClose,
  onMoved,
}: MoveSessionDialogProps) {
  const { notification } = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, move] = useMutation(MoveClashedSessionMutation);
  const minutes = Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

  const confirm = async () => {
    const to = selected[0];
    if (!to) return;
    setFailure(null);
    const result = await move({ id: sessionId, start: to });
    if (result.error || !result.data?.rescheduleSession) {
      setFailure(apiErrorMessage(result.error));
      return;
    }
    notification.success({ title: 'The session has moved; the learner is told' });
    onMoved();
  };

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Keep the current time</Button>
          <Button type="primary" loading={fetching} disabled={selected.length === 0} onClick={() => void confirm()}>
            Move to this time
          </Button>
        </>
      }
    >
      <SlotPicker mentorId={mentorId} minutes={minutes} max={1} selected={selected} onChange={setSelected} />
      {failure && <Notice type="error" title={failure} />}
    </Dialog>
  );
}
