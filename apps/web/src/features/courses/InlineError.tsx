import { inlineError } from './course-format';

/** A field's error in the course dialog, wrapped in double asterisks as the spec shows it. */
export function InlineError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="inline-error" role="alert">
      {inlineError(message)}
    </p>
  );
}
