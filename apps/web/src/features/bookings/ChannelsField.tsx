import { useEffect } from 'react';
import type { NotificationChannel } from '@eazy2con/shared/sessions';
import { tickedBeforeHydration } from '../../ui/form/typed-before-hydration';
import type { FormApi, FormValues } from '../../ui/form/use-form';
import { isAccountNumber, useAccountChannels, usePrefilledChannels } from './account-channels';
import { PhoneConfirmStep } from './PhoneConfirmStep';
import './channels-field.css';

export type TextChannel = Exclude<NotificationChannel, 'EMAIL'>;

const CHOICES: { value: TextChannel; label: string }[] = [
  { value: 'WHATSAPP', label: 'WhatsApp' },
  { value: 'SMS', label: 'SMS' },
];

/** The form's phone field as ChannelsField reads and prefills it: `{...phoneField(form, 'phone')}`. */
export function phoneField<V extends FormValues>(form: FormApi<V>, name: keyof V & string) {
  const value = form.values[name];
  return {
    phone: typeof value === 'string' ? value : '',
    onPhonePrefill: (phone: string) => form.setValue(name, phone as V[typeof name]),
  };
}

/**
 * Where the booker wants their confirmation, session changes and reminders besides e-mail (issue 24). For a visitor
 * both start unticked: a message goes to WhatsApp or SMS only because the person asked for it on this form, to the
 * phone above. A signed-in person starts from their account's channels (decision 0044): its phone in an empty phone
 * field (`onPhonePrefill`), the channels on for its confirmed number ticked, and that number shown as confirmed.
 */
export function ChannelsField({
  idPrefix,
  value,
  onChange,
  legend = 'Also send my booking, session changes and reminders by (to the phone number above)',
  disabled = false,
  phone,
  onPhonePrefill,
}: {
  idPrefix: string;
  value: TextChannel[];
  onChange: (next: TextChannel[]) => void;
  /** What the messages are, in the form's words (the camp's class reminders, the webinar's). */
  legend?: string;
  disabled?: boolean;
  /** The form's phone field: with a channel ticked, the step that confirms it (decision 0040) shows. */
  phone?: string;
  /** Fills the form's phone field with the signed-in account's phone while it is empty. */
  onPhonePrefill?: (phone: string) => void;
}) {
  const account = useAccountChannels();
  usePrefilledChannels(account, { phone, setPhone: onPhonePrefill, setChannels: onChange });
  // Once, after hydration: a box ticked in the server-drawn form before the script arrived is kept (issue 38), as
  // useForm keeps typed text; the channels live in the form's own state, which starts from none.
  useEffect(() => {
    const ticked = tickedBeforeHydration(CHOICES.map((c) => ({ value: c.value, id: `${idPrefix}-${c.value}` })));
    if (ticked && ticked.length > 0 && ticked.join() !== value.join()) onChange(ticked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, after hydration; later ticks go through onChange
  }, []);
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
      {phone !== undefined && value.length > 0 && (
        <PhoneConfirmStep idPrefix={idPrefix} phone={phone} confirmed={isAccountNumber(account, phone)} />
      )}
    </fieldset>
  );
}
