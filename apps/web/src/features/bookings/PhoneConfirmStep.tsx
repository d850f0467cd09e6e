import { useState, type ReactNode } from 'react';
import { useMutation } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { ConfirmPhoneMutation, RequestPhoneCodeMutation } from './phone-confirmation.queries';
import './channels-field.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'sent'; to: string; by: 'WhatsApp' | 'SMS'; minutes: number }
  | { kind: 'confirmed'; to: string };

const LABEL = { WHATSAPP: 'WhatsApp', SMS: 'SMS' } as const;

/**
 * "Confirm your number" (issue 34, decision 0040): WhatsApp and SMS go only to a number whose holder typed back a
 * code sent to it, so nobody can have us text a stranger. Booking without it still works: e-mail carries everything,
 * and texts start once the number is confirmed (here or on a later form). `phone` is the form's phone field; changing
 * it starts again. Signed in, a confirmed number becomes the account's too (decision 0044): `confirmed` says the
 * account already proved this number, so no code is asked for.
 */
export function PhoneConfirmStep({
  idPrefix,
  phone,
  confirmed = false,
  intro,
  onConfirmed,
}: {
  idPrefix: string;
  phone: string;
  confirmed?: boolean;
  /** What the step says before the code is sent (the booking forms' words by default). */
  intro?: ReactNode;
  /** Told the number, E.164 with its +, once the code is right. */
  onConfirmed?: (phone: string) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [forPhone, setForPhone] = useState(phone);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: sending }, requestCode] = useMutation(RequestPhoneCodeMutation);
  const [{ fetching: confirming }, confirmPhone] = useMutation(ConfirmPhoneMutation);

  if (phone !== forPhone) {
    // A different number: what was sent or confirmed was for the old one (reset while rendering, React's way).
    setForPhone(phone);
    setStep({ kind: 'idle' });
    setCode('');
    setError(null);
  }

  const send = async (channel?: 'WHATSAPP' | 'SMS') => {
    setError(null);
    const result = await requestCode({ phone, channel });
    const sent = result.data?.requestPhoneCode;
    if (!sent) return setError(apiErrorMessage(result.error));
    setCode('');
    setStep({ kind: 'sent', to: sent.phone, by: LABEL[sent.channel], minutes: sent.minutes });
  };

  const confirm = async () => {
    setError(null);
    const result = await confirmPhone({ phone, code });
    const to = result.data?.confirmPhone;
    if (!to) return setError(apiErrorMessage(result.error));
    setStep({ kind: 'confirmed', to });
    onConfirmed?.(to);
  };

  if (step.kind === 'confirmed' || confirmed) {
    return (
      <div className="channels-field__confirm" role="status">
        <p>Number confirmed: our messages will come to {step.kind === 'confirmed' ? step.to : phone}.</p>
      </div>
    );
  }

  const codeId = `${idPrefix}-code`;
  return (
    <div className="channels-field__confirm">
      {intro ?? (
        <p>
          We only send WhatsApp and SMS to a number its owner confirmed. You can book without it: e-mail gets
          everything, and texts start once the number is confirmed.
        </p>
      )}
      {step.kind === 'sent' && (
        <>
          <p role="status">
            We sent a 6-digit code by {step.by} to {step.to}. It works for {step.minutes} minutes.
          </p>
          <label htmlFor={codeId}>Code from your phone</label>
          <div className="channels-field__code">
            <TextInput
              id={codeId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                // Enter confirms the code rather than sending the booking form around it.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void confirm();
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
            />
            <Button htmlType="button" type="primary" loading={confirming} onClick={() => void confirm()}>
              Confirm number
            </Button>
          </div>
        </>
      )}
      <div className="channels-field__code">
        <Button htmlType="button" loading={sending} disabled={!phone.trim()} onClick={() => void send()}>
          {step.kind === 'sent' ? 'Send a new code' : 'Send me a code'}
        </Button>
        {step.kind === 'sent' && step.by === 'WhatsApp' && (
          <Button htmlType="button" type="link" disabled={sending} onClick={() => void send('SMS')}>
            Send it by SMS instead
          </Button>
        )}
      </div>
      {!phone.trim() && <p>Enter your phone number above first.</p>}
      {error && (
        <p className="channels-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
