import { useId, useState, type FormEvent } from 'react';
import { PAUSE_DAYS } from '@eazy2con/shared/memberships';
import { PauseMembershipSchema } from '@eazy2con/shared/validation/memberships';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import type { ActionError } from './use-membership-actions';

interface PauseFormProps {
  /** Sends the pause; answers null when it was made, else the server's refusal (shown by the panel). */
  onPause: (days: number) => Promise<ActionError>;
  onClose: () => void;
}

/**
 * Pausing (once a cycle, PAUSE_DAYS days): the renewal moves by as many days, and sessions in the paused days are
 * freed. The days are checked with the shared schema before they are sent, so its message shows at once.
 */
export function PauseForm({ onPause, onClose }: PauseFormProps) {
  const ids = useId();
  const [days, setDays] = useState('14');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PauseMembershipSchema.shape.days.safeParse(days.trim() === '' ? Number.NaN : Number(days));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setSending(true);
    await onPause(parsed.data);
    setSending(false);
  };

  return (
    <form className="membership__form" aria-label="Pause membership" onSubmit={(e) => void submit(e)} noValidate>
      <p className="membership__note">
        One pause a cycle, of {PAUSE_DAYS.min} to {PAUSE_DAYS.max} days. Your renewal date moves by as many days, and
        sessions booked in the paused days are freed.
      </p>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={`${ids}-days`}>
          Days to pause
        </label>
        <TextInput
          id={`${ids}-days`}
          type="number"
          inputMode="numeric"
          min={PAUSE_DAYS.min}
          max={PAUSE_DAYS.max}
          value={days}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => setDays(event.target.value)}
        />
        {error && (
          <div id={`${ids}-error`} className="field__error" role="alert">
            {error}
          </div>
        )}
      </div>
      <div className="membership__form-actions">
        <Button onClick={onClose} disabled={sending}>
          Not now
        </Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          Pause membership
        </Button>
      </div>
    </form>
  );
}
