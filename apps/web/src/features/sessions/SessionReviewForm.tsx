import { useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors } from '@eazy2con/shared/validation/issues';
import { REVIEW_MESSAGE_MAX, REVIEW_NAME_MAX, SessionReviewSchema } from '@eazy2con/shared/validation/mentor-reviews';
import { Button } from '../../ui/Button';
import { TextArea, TextInput } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { StarPicker } from '../../ui/StarPicker';
import '../../ui/form/form.css';
import type { MentoringSession } from './queries';
import { SessionAccessContext, useSessionActions } from './use-session-actions';

const STAR_NAMES = ['terrible', 'bad', 'normal', 'good', 'wonderful'] as const;
/** The fields the form shows; a message the server gives about anything else shows above the buttons. */
const SHOWN = ['name', 'message', 'stars'] as const;
type Shown = (typeof SHOWN)[number];
type Errors = Partial<Record<Shown | 'form', string>>;

interface SessionReviewFormProps {
  session: MentoringSession;
  onPosted: () => void;
  onCancel: () => void;
}

/**
 * "Review your mentor" after a held session: name, stars and a message, checked with the shared schema the server
 * parses too. The session proves the booking, so there is no e-mail code to ask for.
 */
export function SessionReviewForm({ session, onPosted, onCancel }: SessionReviewFormProps) {
  const ids = useId();
  const { token } = useContext(SessionAccessContext);
  const { review } = useSessionActions();
  const [name, setName] = useState(session.learnerName);
  const [message, setMessage] = useState('');
  const [stars, setStars] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  // A field's message goes once that field changes, as the site's other forms do.
  const clear = (field: Shown) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // No star chosen is "missing", so the schema gives its own "Pick from 1 to 5 stars".
    const input = { sessionId: session.id, token, name, message, stars: stars || undefined };
    const parsed = SessionReviewSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(Object.fromEntries(SHOWN.filter((f) => found[f]).map((f) => [f, found[f]])));
      return;
    }
    setErrors({});
    setSending(true);
    const refused = await review({
      sessionId: parsed.data.sessionId,
      name: parsed.data.name,
      message: parsed.data.message,
      stars: parsed.data.stars,
    });
    setSending(false);
    if (!refused) return onPosted();
    const under = Object.fromEntries(SHOWN.filter((f) => refused.fields[f]).map((f) => [f, refused.fields[f]]));
    setErrors(Object.keys(under).length > 0 ? under : { form: refused.message });
  };

  return (
    <form className="session-review" onSubmit={(event) => void submit(event)} noValidate>
      <h4 className="session-review__title">Review {session.mentorName || 'your mentor'}</h4>
      <ReviewField ids={ids} field="name" label="Your name" error={errors.name}>
        {(props) => (
          <TextInput
            {...props}
            autoComplete="name"
            maxLength={REVIEW_NAME_MAX}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              clear('name');
            }}
          />
        )}
      </ReviewField>
      <fieldset className="session-review__stars" aria-describedby={errors.stars ? `${ids}-stars-error` : undefined}>
        <legend className="field__label">Your rating</legend>
        <StarPicker
          value={stars}
          onChange={(value) => {
            setStars(value);
            clear('stars');
          }}
          names={STAR_NAMES}
          label="Stars"
        />
        <FieldError id={`${ids}-stars-error`} message={errors.stars} />
      </fieldset>
      <ReviewField ids={ids} field="message" label="Your message" error={errors.message}>
        {(props) => (
          <TextArea
            {...props}
            rows={4}
            maxLength={REVIEW_MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              clear('message');
            }}
          />
        )}
      </ReviewField>
      {errors.form && <Notice type="error" title={errors.form} />}
      <div className="session-card__actions">
        <Button onClick={onCancel} disabled={sending}>
          Not now
        </Button>
        <Button htmlType="submit" type="primary" loading={sending}>
          Post my review
        </Button>
      </div>
    </form>
  );
}

interface ControlIds {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A labelled control with its message under it, tied to it for screen readers (as ui/form's Field). */
function ReviewField({
  ids,
  field,
  label,
  error,
  children,
}: {
  ids: string;
  field: Shown;
  label: string;
  error: string | undefined;
  children: (props: ControlIds) => ReactNode;
}) {
  const control = `${ids}-${field}`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={control}>
        {label}
      </label>
      {children({
        id: control,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${control}-error` : undefined,
      })}
      <FieldError id={`${control}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="field__error" role="alert">
      {message}
    </div>
  );
}
