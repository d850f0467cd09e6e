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
export function Field<V extends FormValues>({
  form,
  name,
  label,
  extra,
  required,
  hidden,
  hideLabel,
  className,
  children,
}: FieldProps<V>) {
  const ids = form.ids(name);
  const message = form.error(name);
  return (
    <div
      className={['field', message ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}
      hidden={hidden}
    >
      <label
        className={hideLabel ? 'visually-hidden' : `field__label${required ? ' field__label--required' : ''}`}
        htmlFor={ids.control}
      >
        {label}
      </label>
      {children(form.control(name, { hasExtra: Boolean(extra) }))}
      <FieldNotes ids={ids} message={message} extra={extra} />
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
      <FieldNotes ids={ids} message={message} />
    </div>
  );
}

interface RadioFieldProps<V extends FormValues> {
  form: FormApi<V>;
  name: keyof V & string;
  /** The question, as the group's legend. */
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  extra?: ReactNode;
  disabled?: boolean;
}

/** One answer out of a few, side by side (Ant Design's `Radio.Group`): a fieldset whose legend is the question. */
export function RadioField<V extends FormValues>({ form, name, label, options, extra, disabled }: RadioFieldProps<V>) {
  const ids = form.ids(name);
  const message = form.error(name);
  const describedBy = [message ? ids.error : '', extra ? ids.extra : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={`field field--radio${message ? ' field--error' : ''}`}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{label}</legend>
      <div className="radio-group">
        {options.map((option, index) => (
          <label key={option.value} className="checkbox">
            <input
              // The first radio carries the field's id, so a failed submit can focus the group.
              id={index === 0 ? ids.control : undefined}
              type="radio"
              className="checkbox__input"
              name={name}
              value={option.value}
              checked={form.values[name] === option.value}
              onChange={() => form.setValue(name, option.value as V[typeof name])}
              onBlur={() => form.touch(name)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes ids={ids} message={message} extra={extra} />
    </fieldset>
  );
}

/** Under a field: its message (announced, role="alert") and its help text, each with the id the control cites. */
function FieldNotes({
  ids,
  message,
  extra,
}: {
  ids: { error: string; extra: string };
  message?: string;
  extra?: ReactNode;
}) {
  return (
    <>
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
    </>
  );
}
