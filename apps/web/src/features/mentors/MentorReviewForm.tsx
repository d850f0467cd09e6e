import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { REVIEW_CODE_SENT } from '@eazy2con/shared/mentor-review-texts';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { StarPicker } from '../../ui/StarPicker';
import { TextArea, TextInput, type TextInputProps } from '../../ui/inputs';
import { InlineError } from '../courses/public';
import { CreateMentorReviewMutation, RequestMentorReviewCodeMutation } from './queries';

/** The schemas and zod (about 25 kB gzip) load when a review is sent, not with the mentor's profile (issue 38). */
const reviewChecks = () =>
  Promise.all([import('@eazy2con/shared/validation/mentor-reviews'), import('@eazy2con/shared/validation/issues')]);

const STAR_NAMES = ['terrible', 'bad', 'normal', 'good', 'wonderful'];
export const REVIEW_THANKS = 'Thank you for your review!';

/**
 * 'Add a Review' for someone who booked this mentor: the booking's e-mail first (a code is mailed to it, if it
 * booked this mentor), then the code, name, message and stars. No booking, no review: the server decides.
 */
export function MentorReviewForm({ mentorId, onPosted }: { mentorId: string; onPosted: () => void }) {
  const id = useId();
  const [step, setStep] = useState<'email' | 'review' | 'done'>('email');
  const [values, setValues] = useState({ email: '', code: '', name: '', message: '' });
  const [stars, setStars] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching: requesting }, requestCode] = useMutation(RequestMentorReviewCodeMutation);
  const [{ fetching: posting }, createReview] = useMutation(CreateMentorReviewMutation);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const showServerErrors = (error: Parameters<typeof apiFieldErrors>[0]) => {
    const fields = apiFieldErrors(error);
    setErrors(Object.keys(fields).length > 0 ? fields : { _: apiErrorMessage(error) });
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const [{ RequestMentorReviewCodeSchema }, { fieldErrors }] = await reviewChecks();
    const parsed = RequestMentorReviewCodeSchema.safeParse({ mentorId, email: values.email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await requestCode(parsed.data);
    if (result.error) return showServerErrors(result.error);
    setStep('review');
  };

  const submitReview = async (event: FormEvent) => {
    event.preventDefault();
    const [{ MentorReviewFormSchema }, { fieldErrors }] = await reviewChecks();
    const parsed = MentorReviewFormSchema.safeParse({ ...values, stars: stars || undefined });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await createReview({ ...parsed.data, mentorId });
    if (result.error) return showServerErrors(result.error);
    setStep('done');
    onPosted();
  };

  const field = (name: 'email' | 'code' | 'name' | 'message', label: string, extra: TextInputProps = {}) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {name === 'message' ? (
        <TextArea
          id={`${id}-${name}`}
          rows={4}
          value={values.message}
          onChange={set('message')}
          aria-invalid={Boolean(errors.message)}
        />
      ) : (
        <TextInput
          id={`${id}-${name}`}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={Boolean(errors[name])}
          {...extra}
        />
      )}
      <InlineError id={`${id}-${name}-error`} message={errors[name]} />
    </>
  );

  return (
    <div className="course-widget mentor-review-form">
      <h3>Add a Review</h3>
      {step === 'done' && (
        <p className="course-widget__thanks" role="status">
          {REVIEW_THANKS}
        </p>
      )}
      {step === 'email' && (
        <form onSubmit={(event) => void submitEmail(event)} noValidate>
          <p>Booked this mentor? Enter the e-mail of your booking and we will mail you a code to post your review.</p>
          {field('email', 'Email of your booking', { type: 'email', autoComplete: 'email' })}
          <InlineError id={`${id}-error`} message={errors._ ?? errors.mentorId} />
          <Button htmlType="submit" type="primary" loading={requesting} className="course-widget__submit">
            Send me a code
          </Button>
        </form>
      )}
      {step === 'review' && (
        <form onSubmit={(event) => void submitReview(event)} noValidate>
          <p role="status">{REVIEW_CODE_SENT}</p>
          {field('code', 'Code from the e-mail', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })}
          {field('name', 'Name', { autoComplete: 'name' })}
          {field('message', 'Message')}
          <fieldset className="course-widget__stars">
            <legend>Rate Mentor</legend>
            <StarPicker value={stars} onChange={setStars} names={STAR_NAMES} label="Stars" />
          </fieldset>
          <InlineError id={`${id}-stars-error`} message={errors.stars} />
          <InlineError id={`${id}-error`} message={errors._ ?? errors.email} />
          <Button htmlType="submit" type="primary" loading={posting} className="course-widget__submit">
            Rate Mentor
          </Button>
          <Button type="link" className="course-widget__submit" onClick={() => setStep('email')}>
            Use another e-mail
          </Button>
        </form>
      )}
    </div>
  );
}
