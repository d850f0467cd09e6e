import type { ReactNode } from 'react';
import type { ControlProps, FormApi, FormValues } from './use-form';
import '../ui.css';
import './form.css';

interface FieldProps<V extends FormValues> {
  form: FormApi<V>;
  name: keyof V & string;
  label: ReactNode;
  /** Help under the field (Ant Design's `extra`), read out with the control. */
  extra?: ReactNode;
  /** Marks the label with an asterisk (Ant Design's `requiredMark`); the schema decides what is required. */
  required?: boolean;
  hidden?: boolean;
  /** A label for screen readers only, where the placeholder and the layout say what the field is. */
  hideLabel?: boolean;
  className?: string;
  /** The control, given the props that bind it to the form: `{(props) => <TextInput {...props} />}`. */
  children: (props: ControlProps) => ReactNode;
}

/**
 * One labelled field of a form: the label, the control, its message (announced, role="alert") and help text,
 * laid out as Ant Design's vertical form items.
 */
export function Field<V extends FormValues>({ form, name, label, extra, required, hidden, hideLabel, className, children }: FieldProps<V>) {
  const ids = form.ids(name);
  const message = form.error(name);
  return (
    <div className={['field', message ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')} hidden={hidden}>
      <label className={hideLabel ? 'visually-hidden' : `field__label${required ? ' field__label--required' : ''}`} htmlFor={ids.control}>
        {label}
      </label>
      {children(form.control(name, { hasExtra: Boolean(extra) }))}
      {message && (
        <div id={ids.error} className="field__error" role="alert">
          {message}
        </div>
      )}
      {extra && (
        <div id={ids.extra} className="field__extra">
          {extra}
        </div>
      )}
    </div>
  );
}

interface CheckboxFieldProps<V extends FormValues> {
  form: FormApi<V>;
  name: keyof V & string;
  children: ReactNode;
}

/** A checkbox with its label beside it (Ant Design's `Checkbox` in a form item). */
export function CheckboxField<V extends FormValues>({ form, name, children }: CheckboxFieldProps<V>) {
  const ids = form.ids(name);
  const message = form.error(name);
  return (
    <div className={`field field--checkbox${message ? ' field--error' : ''}`}>
      <label className="checkbox" htmlFor={ids.control}>
        <input
          id={ids.control}
          type="checkbox"
          className="checkbox__input"
          name={name}
          checked={form.values[name] === true}
          onChange={(event) => form.setValue(name, event.target.checked as V[typeof name])}
          onBlur={() => form.touch(name)}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? ids.error : undefined}
        />
        <span>{children}</span>
      </label>
      {message && (
        <div id={ids.error} className="field__error" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
