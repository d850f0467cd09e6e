import type { NotificationChannel } from '@eazy2con/shared/sessions';
import { PhoneConfirmStep } from './PhoneConfirmStep';
import './channels-field.css';

export type TextChannel = Exclude<NotificationChannel, 'EMAIL'>;

const CHOICES: { value: TextChannel; label: string }[] = [
  { value: 'WHATSAPP', label: 'WhatsApp' },
  { value: 'SMS', label: 'SMS' },
];

/**
 * Where the booker wants their confirmation, session changes and reminders besides e-mail (issue 24). Both start
 * unticked: a message goes to WhatsApp or SMS only because the person asked for it on this form, to the phone above.
 */
export function ChannelsField({
  idPrefix,
  value,
  onChange,
  legend = 'Also send my booking, session changes and reminders by (to the phone number above)',
  disabled = false,
  phone,
}: {
  idPrefix: string;
  value: TextChannel[];
  onChange: (next: TextChannel[]) => void;
  /** What the messages are, in the form's words (the camp's class reminders, the webinar's). */
  legend?: string;
  disabled?: boolean;
  /** The form's phone field: with a channel ticked, the step that confirms it (decision 0040) shows. */
  phone?: string;
}) {
  return (
    <fieldset className="mentor-booking-form__channels channels-field" disabled={disabled}>
      <legend>{legend}</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} htmlFor={`${idPrefix}-${choice.value}`}>
          <input
            id={`${idPrefix}-${choice.value}`}
            type="checkbox"
            checked={value.includes(choice.value)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...value, choice.value] : value.filter((channel) => channel !== choice.value),
              )
            }
          />{' '}
          {choice.label}
        </label>
      ))}
      <p className="mentor-booking-form__hint">E-mail always gets your receipts and invoices.</p>
      {value.includes('WHATSAPP') && (
        // A STOP reply is only undone by START from the same number (decision 0030): ticking the box cannot.
        <p className="mentor-booking-form__hint">
          If you once replied STOP to our WhatsApp messages, send us START on WhatsApp to have them again.
        </p>
      )}
      {phone !== undefined && value.length > 0 && <PhoneConfirmStep idPrefix={idPrefix} phone={phone} />}
    </fieldset>
  );
}
