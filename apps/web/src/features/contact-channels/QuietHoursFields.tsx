import { useId } from 'react';
import { QUIET_HOURS_STEP_MINUTES } from '@eazy2con/shared/validation/contact-channels';
import { TextInput } from '../../ui/inputs';

interface QuietHoursFieldsProps {
  from: string;
  to: string;
  error?: string;
  onChange: (change: { from?: string; to?: string }) => void;
}

/** Quiet hours as two times of day, Lagos time; one message for the pair (they are checked together). */
export function QuietHoursFields({ from, to, error, onChange }: QuietHoursFieldsProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="contact-channels__quiet">
      <legend>Quiet hours (Lagos time)</legend>
      <label className="contact-channels__time">
        <span>From</span>
        <TextInput
          type="time"
          step={QUIET_HOURS_STEP_MINUTES * 60}
          value={from}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label className="contact-channels__time">
        <span>until</span>
        <TextInput
          type="time"
          step={QUIET_HOURS_STEP_MINUTES * 60}
          value={to}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
      <p id={`${id}-hint`} className="field__extra">
        No WhatsApp or SMS comes in these hours: we send it when they end. A reminder of something that starts within
        the hour still comes.
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
