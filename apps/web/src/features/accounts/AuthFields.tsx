import { CODE_LENGTH } from '@eazy2con/shared/account-limits';
import { Field } from '../../ui/form/Field';
import type { FormApi, FormValues } from '../../ui/form/use-form';
import { PasswordInput, TextInput } from '../../ui/inputs';

/*
 * Fields that several account forms share. Each form checks itself with its shared schema (lazySchemaValidator), so
 * the messages are the schema's own.
 */

/** The e-mailed code (the address it was sent to is checked with it: the form's validator is given it). */
export function CodeField<V extends FormValues & { code: string }>({
  form,
  label,
  autoFocus,
}: {
  form: FormApi<V>;
  label: string;
  autoFocus?: boolean;
}) {
  return (
    <Field form={form} name="code" label={label}>
      {(props) => (
        <TextInput
          {...props}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          size="large"
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}

/** A new password and its confirmation ('Passwords must match' is checked again whenever the password changes). */
export function NewPasswordFields<V extends FormValues & { password: string; confirmPassword: string }>({
  form,
  label,
}: {
  form: FormApi<V>;
  label: string;
}) {
  return (
    <>
      <Field form={form} name="password" label={label} extra="At least 8 characters.">
        {(props) => <PasswordInput {...props} autoComplete="new-password" size="large" />}
      </Field>
      <Field form={form} name="confirmPassword" label="Confirm Password">
        {(props) => <PasswordInput {...props} autoComplete="new-password" size="large" />}
      </Field>
    </>
  );
}
