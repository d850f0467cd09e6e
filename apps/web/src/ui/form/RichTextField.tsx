import { lazy, Suspense } from 'react';
import { Field } from './Field';
import type { FormApi, FormValues } from './use-form';
import '../rich-text-editor.css';

// The editor (Tiptap and ProseMirror, about as heavy as a page) is a chunk of its own, fetched when a form that
// has a rich-text field opens: the mentor's and the admin's pages, never a public page's first load.
const RichTextEditor = lazy(() => import('../RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

/** The editor's frame while its code loads: the same box, so the form does not jump when it arrives. */
function EditorPlaceholder() {
  return (
    <div className="rich-text-editor" aria-busy="true">
      <div className="rich-text-editor__toolbar rich-text-editor__toolbar--loading" />
      <div className="rich-text-editor__area input" />
    </div>
  );
}

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
        <Suspense fallback={<EditorPlaceholder />}>
          <RichTextEditor
            id={id}
            value={value}
            onChange={(html) => form.setValue(name, html as V[typeof name])}
            onBlur={onBlur}
            aria-label={label}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
          />
        </Suspense>
      )}
    </Field>
  );
}
