import { useState } from 'react';
import { useMutation } from 'urql';
import { CONSENT_NOTICE, CONSENT_NOTICE_TITLE, CONSENT_NOTICE_VERSION } from '@eazy2con/shared/consent-notice';
import { fieldErrors } from '@eazy2con/shared/validation/issues';
import { AddChildSchema, childAgeBands, guardianRelationships } from '@eazy2con/shared/validation/families';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Choice, choices } from '../../ui/form/Choice';
import { Field, RadioField } from '../../ui/form/Field';
import { useForm, type FieldErrors } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { AddChildMutation, RequestChildConsentCodeMutation } from './families.queries';

interface ChildValues extends Record<string, string> {
  firstName: string;
  ageBand: string;
  yearOfBirth: string;
  interests: string;
  relationship: string;
  phone: string;
  phoneCode: string;
}

const EMPTY: ChildValues = {
  firstName: '',
  ageBand: '',
  yearOfBirth: '',
  interests: '',
  relationship: '',
  phone: '',
  phoneCode: '',
};

/** The values as addChild takes them: the notice's version is the act of agreeing, added by the agree button. */
const toInput = (v: ChildValues) => ({
  firstName: v.firstName,
  ageBand: v.ageBand,
  yearOfBirth: v.yearOfBirth.trim() ? Number(v.yearOfBirth) : null,
  interests: v.interests,
  relationship: v.relationship,
  phoneCode: v.phoneCode,
  consentNoticeVersion: CONSENT_NOTICE_VERSION,
});

const validate = (values: ChildValues): FieldErrors<ChildValues> => {
  const result = AddChildSchema.safeParse(toInput(values));
  return result.success ? {} : fieldErrors(result.error);
};

type CodeState = { kind: 'none' } | { kind: 'sent'; to: string; by: string; minutes: number };

interface Props {
  onAdded: (firstName: string) => void;
  onDeclined: () => void;
}

/**
 * Adding a child (issue 35, decision 0042): the plain-language notice first, then the child's few details, the
 * parent's relationship, a code texted to the parent's phone, and an explicit choice: agree (the child is added,
 * with the consent recorded) or do not agree (nothing is stored).
 */
export function AddChildForm({ onAdded, onDeclined }: Props) {
  const form = useForm<ChildValues>({ initialValues: EMPTY, validate, validateOn: 'touch' });
  const [code, setCode] = useState<CodeState>({ kind: 'none' });
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: sending }, requestCode] = useMutation(RequestChildConsentCodeMutation);
  const [{ fetching: adding }, addChild] = useMutation(AddChildMutation);

  const sendCode = async () => {
    setError(null);
    const result = await requestCode({ phone: form.values.phone });
    const sent = result.data?.requestChildConsentCode;
    if (!sent) return setError(apiErrorMessage(result.error));
    setCode({
      kind: 'sent',
      to: sent.phone,
      by: sent.channel === 'WHATSAPP' ? 'WhatsApp' : 'SMS',
      minutes: sent.minutes,
    });
  };

  const agree = form.handleSubmit(async (values) => {
    setError(null);
    const result = await addChild({ input: toInput(values) });
    const added = result.data?.addChild;
    if (added) return onAdded(added.firstName);
    if (!form.showServerErrors(apiFieldErrors(result.error))) setError(apiErrorMessage(result.error));
  });

  return (
    <form className="families__form" onSubmit={agree} noValidate aria-labelledby="consent-notice-title">
      <section className="families__notice" aria-labelledby="consent-notice-title">
        <h3 id="consent-notice-title">{CONSENT_NOTICE_TITLE}</h3>
        {CONSENT_NOTICE.map((part) => (
          <div key={part.heading}>
            <h4>{part.heading}</h4>
            <p>{part.text}</p>
          </div>
        ))}
        <p className="families__version">Notice version {CONSENT_NOTICE_VERSION}</p>
      </section>
      <Field form={form} name="firstName" label="Child's first name" required>
        {(props) => <TextInput {...props} autoComplete="off" maxLength={40} />}
      </Field>
      <Field form={form} name="ageBand" label="Age band" required>
        {(props) => <Choice {...props} placeholder="Choose…" options={choices(childAgeBands)} />}
      </Field>
      <Field form={form} name="yearOfBirth" label="Year of birth (optional)">
        {(props) => <TextInput {...props} inputMode="numeric" maxLength={4} placeholder="e.g. 2015" />}
      </Field>
      <Field form={form} name="interests" label="Interests (optional)">
        {(props) => <TextInput {...props} maxLength={200} placeholder="e.g. games, robots, drawing" />}
      </Field>
      <RadioField
        form={form}
        name="relationship"
        label="You are the child's"
        options={choices(guardianRelationships)}
      />
      <Field
        form={form}
        name="phone"
        label="Your phone number"
        extra="We text you a code to confirm it is you giving consent."
        required
      >
        {(props) => <TextInput {...props} type="tel" autoComplete="tel" />}
      </Field>
      <div className="families__code">
        <Button
          htmlType="button"
          loading={sending}
          disabled={!form.values.phone.trim()}
          onClick={() => void sendCode()}
        >
          {code.kind === 'sent' ? 'Send a new code' : 'Send me a code'}
        </Button>
        {code.kind === 'sent' && (
          <p role="status">
            We sent a 6-digit code by {code.by} to {code.to}. It works for {code.minutes} minutes.
          </p>
        )}
      </div>
      <Field form={form} name="phoneCode" label="Code from your phone" required>
        {(props) => <TextInput {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />}
      </Field>
      {error && (
        <p className="families__error" role="alert">
          {error}
        </p>
      )}
      <div className="families__actions">
        <Button htmlType="submit" type="primary" loading={adding}>
          I agree, add my child
        </Button>
        <Button htmlType="button" onClick={onDeclined}>
          I do not agree
        </Button>
      </div>
    </form>
  );
}
