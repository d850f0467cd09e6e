import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { fieldErrors } from '@eazy2con/shared/validation/issues';
import { ContactChannelsSchema, TEXTS_NEED_CONFIRMED_PHONE } from '@eazy2con/shared/validation/contact-channels';
import { apiFieldErrors } from '../../core/graphql/errors';
import { useAppApi } from '../../core/lazy-ant-app';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { Switch } from '../../ui/Switch';
import { PhoneConfirmStep } from '../bookings/public';
import { QuietHoursFields } from './QuietHoursFields';
import { SetContactChannelsMutation, type SavedChannels } from './contact-channels.queries';

interface Draft {
  phone: string;
  whatsapp: boolean;
  sms: boolean;
  from: string;
  to: string;
}

const draftOf = (s: SavedChannels): Draft => ({
  phone: s.phone ?? '',
  whatsapp: s.whatsapp,
  sms: s.sms,
  from: s.quietHours.from,
  to: s.quietHours.to,
});

const inputOf = (d: Draft) => ({
  phone: d.phone.trim() || null,
  whatsapp: d.whatsapp,
  sms: d.sms,
  quietHours: { from: d.from, to: d.to },
});

/** The same number however it is written ('+234 807 …' and '2348…'); a local '0807…' is read by the server. */
const sameNumber = (a: string | null, b: string | null) =>
  Boolean(a && b && a.replace(/\D/g, '') === b.replace(/\D/g, ''));

/** Where the server and the shared schema put the message about each part of the draft. */
const FIELD_OF: Record<keyof Draft, string> = {
  phone: 'phone',
  whatsapp: 'phone',
  sms: 'phone',
  from: 'quietHours',
  to: 'quietHours',
};

export const SAVED = 'Saved: this is how we reach you';

/**
 * The account's channels as a form. WhatsApp and SMS turn on only for a number this account confirmed with a code
 * (the booking forms' code step, which records it for the account when signed in); the server checks it again.
 */
export function ContactChannelsForm({ saved: initial }: { saved: SavedChannels }) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  // The number confirmed on this page, as typed and as the server wrote it back.
  const [proven, setProven] = useState<{ typed: string; e164: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching }, save] = useMutation(SetContactChannelsMutation);
  const { notification } = useAppApi();
  const notify = useNotify();

  const provenNow = Boolean(proven && (sameNumber(draft.phone, proven.typed) || sameNumber(draft.phone, proven.e164)));
  const confirmed = provenNow || (saved.phoneConfirmed && sameNumber(draft.phone, saved.phone));
  // A STOP of SMS is undone by a code typed back after it (decision 0044): offer the code again.
  const smsStopped = saved.stopped.includes('SMS') && sameNumber(draft.phone, saved.phone);
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    // A change clears its field's message: the switches' is on the phone, the times' on the quiet hours.
    const cleared = new Set(Object.keys(next).map((key) => FIELD_OF[key as keyof Draft]));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.has(field))));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputOf(draft);
    const parsed = ContactChannelsSchema.safeParse(input);
    const local: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (parsed.success && (draft.whatsapp || draft.sms) && !confirmed) local.phone = TEXTS_NEED_CONFIRMED_PHONE;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const result = await save({ input });
    const answer = result.data?.setContactChannels;
    if (!answer) {
      const fields = apiFieldErrors(result.error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notify.error(result.error);
      return;
    }
    setSaved(answer);
    setDraft(draftOf(answer));
    notification.success({ title: SAVED, duration: 4 });
  };

  const phoneError = errors.phone;
  return (
    <form className="contact-channels__form" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        E-mail: <strong>{saved.email}</strong>. Receipts, invoices and every message we send go there, always.
      </p>
      <div className={`field${phoneError ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={`${id}-phone`}>
          Phone for WhatsApp and SMS
        </label>
        <TextInput
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          aria-invalid={Boolean(phoneError)}
          aria-describedby={phoneError ? `${id}-phone-error` : undefined}
          onChange={(event) => change({ phone: event.target.value })}
        />
        {phoneError && (
          <p id={`${id}-phone-error`} className="field__error" role="alert">
            {phoneError}
          </p>
        )}
      </div>
      {draft.phone.trim() && (
        <PhoneConfirmStep
          idPrefix={`${id}-confirm`}
          phone={draft.phone}
          confirmed={confirmed && !(smsStopped && draft.sms && !provenNow)}
          intro={
            <p>
              {smsStopped
                ? 'You stopped our SMS to this number. Confirm it again with a code, then save with SMS on, to have them back.'
                : 'We text a code to this number; typing it back here makes it the number of your account.'}
            </p>
          }
          onConfirmed={(e164) => setProven({ typed: draft.phone, e164 })}
        />
      )}
      <div className="contact-channels__switches">
        {(['whatsapp', 'sms'] as const).map((channel) => (
          <div key={channel} className="contact-channels__switch">
            <Switch
              id={`${id}-${channel}`}
              checked={draft[channel]}
              disabled={!confirmed && !draft[channel]}
              onChange={(on) => change({ [channel]: on })}
            />
            <label htmlFor={`${id}-${channel}`}>{channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}</label>
          </div>
        ))}
      </div>
      {!confirmed && <p className="field__extra">Confirm your number with a code to turn WhatsApp or SMS on.</p>}
      {draft.whatsapp && saved.stopped.includes('WHATSAPP') && sameNumber(draft.phone, saved.phone) && (
        <p className="field__extra" role="status">
          You replied STOP to our WhatsApp messages. Send us START on WhatsApp to have them again.
        </p>
      )}
      <p className="field__extra">
        These are for messages about your account, and new booking forms start with them. A booking keeps what you chose
        on its form; to stop every message to this number, reply STOP or use the link in any of them.
      </p>
      <QuietHoursFields from={draft.from} to={draft.to} error={errors.quietHours} onChange={(next) => change(next)} />
      <div className="auth__actions">
        <Button type="primary" htmlType="submit" loading={fetching}>
          Save
        </Button>
      </div>
    </form>
  );
}
