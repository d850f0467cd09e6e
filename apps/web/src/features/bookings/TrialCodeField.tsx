import { useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useAuth } from '../accounts/public';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { RequestTrialCodeMutation } from './queries';

interface Props {
  idPrefix: string;
  /** The e-mail typed in the form: the code goes there. */
  email: string;
  audience: 'adult' | 'kids';
  code: string;
  onCode: (code: string) => void;
  /** The code's message (missing, wrong, expired), from the form's check or the server. */
  error?: string | undefined;
}

/**
 * Whether the booking needs a trial code, the code typed and its message. A trial needs one unless the booker is
 * signed in with the booking's e-mail, or the server asked for one anyway (that account's e-mail is not confirmed).
 */
/** The trial's schemas (zod with them) load when a code is sent or checked, not with the booking page (issue 38). */
const loadTrialChecks = () => import('@eazy2con/shared/validation/trial');

export function useTrialCode(trial: boolean, email: string) {
  const auth = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asked, setAsked] = useState(false);
  const signedInAs = auth.isAuthenticated && auth.email.toLowerCase() === email.trim().toLowerCase();
  const needed = trial && (asked || !signedInAs);
  return {
    needed,
    field: {
      code,
      error,
      onCode: (next: string) => {
        setCode(next);
        setError(undefined);
      },
    },
    /** The code to send (null when none is needed), or undefined when it is missing or malformed (then shown). */
    async checked(): Promise<string | null | undefined> {
      if (!needed) return null;
      const { TrialCodeSchema } = await loadTrialChecks();
      const parsed = TrialCodeSchema.safeParse(code);
      setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
      return parsed.success ? parsed.data : undefined;
    },
    /** The server refused the booking: show what it said of the code, and ask for one if it wants it. */
    refused(failure: CombinedError | undefined) {
      if (failure?.graphQLErrors[0]?.extensions.reason === 'TRIAL_CODE_NEEDED') setAsked(true);
      const message = apiFieldErrors(failure).trialCode;
      if (message) setError(message);
    },
  };
}

/**
 * A free trial's e-mail confirmation (decision 0039): one trial per person, so the booker proves they read the
 * e-mail with a 6-digit code mailed to it, as sign-up does ('Send me a code', then the code). Shown when the Trial
 * plan is chosen and the booker is not signed in with this e-mail.
 */
export function TrialCodeField({ idPrefix, email, audience, code, onCode, error }: Props) {
  const [{ fetching }, requestCode] = useMutation(RequestTrialCodeMutation);
  const [sent, setSent] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const send = async () => {
    setSent(null);
    const { RequestTrialCodeSchema } = await loadTrialChecks();
    const parsed = RequestTrialCodeSchema.safeParse({ email, audience });
    if (!parsed.success) {
      setSendError(parsed.error.issues[0]?.message ?? 'Email is not valid');
      return;
    }
    const result = await requestCode(parsed.data);
    if (result.error || !result.data) {
      setSendError(apiErrorMessage(result.error));
      return;
    }
    setSendError(null);
    setSent(result.data.requestTrialCode);
  };

  const inputId = `${idPrefix}-code`;
  const errorId = `${inputId}-error`;
  return (
    <fieldset className="mentor-booking-form__trial-code" data-testid="trial-code">
      <legend>Confirm your e-mail for the free trial</legend>
      <p>One free trial per person: we send a 6-digit code to the e-mail above. Enter it here, then book.</p>
      <Button onClick={() => void send()} loading={fetching}>
        {sent ? 'Send me a new code' : 'Send me a code'}
      </Button>
      {sent && <Notice type="success" title={sent} />}
      {sendError && <Notice type="error" title={sendError} />}
      <label htmlFor={inputId}>Code from the e-mail</label>
      <TextInput
        id={inputId}
        value={code}
        onChange={(event) => onCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
