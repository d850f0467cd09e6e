import { RichTextEditor } from '../RichTextEditor';
import { Field } from './Field';
import type { FormApi, FormValues } from './use-form';

/**
 * A labelled rich-text field of a light form (a course description, a bio). The editor is not a native control a
 * <label for> can name, so the label is also its accessible name.
 */
export function RichTextField<V extends FormValues>({
  form,
  name,
  label,
  required,
}: {
  form: FormApi<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
}) {
  return (
    <Field form={form} name={name} label={label} required={required}>
      {({ id, value, onBlur, ...aria }) => (
        <RichTextEditor
          id={id}
          value={value}
          onChange={(html) => form.setValue(name, html as V[typeof name])}
          onBlur={onBlur}
          aria-label={label}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
        />
      )}
    </Field>
  );
}
