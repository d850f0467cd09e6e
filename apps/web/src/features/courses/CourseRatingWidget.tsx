import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { StarPicker } from '../../ui/StarPicker';
import { TextInput } from '../../ui/inputs';
import { useMutation } from 'urql';
import { RATING_CODE_LENGTH } from '@eazy2con/shared/course-limits';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useAuth } from '../accounts/public';
import { ConfirmCourseRatingMutation, RateCourseMutation } from './confirmation-queries';
import { ratingSummary } from './course-format';
import { loadCourseChecks } from './course-checks';
import { InlineError } from './InlineError';
import type { Course } from './queries';
import { StarRating } from './StarRating';

const STAR_NAMES = ['terrible', 'bad', 'normal', 'good', 'wonderful'];
export const RATING_THANKS = 'Thank you for rating this course!';

/** The address a code was mailed to, while the widget waits for that code. */
interface AwaitingCode {
  email: string;
  stars: number;
}

/**
 * Rate a course 1 to 5 stars with an e-mail: one rating per person per course, a repeat replaces it. With the
 * signed-in account's confirmed e-mail the stars count at once; otherwise the server mails a code to the address
 * and the widget asks for it, and only then do the stars count (docs/decisions/0004).
 */
export function CourseRatingWidget({ course }: { course: Pick<Course, 'id' | 'rating' | 'ratingCount' | 'students'> }) {
  const id = useId();
  const auth = useAuth();
  const [stars, setStars] = useState(0);
  // Starts as the signed-in account's e-mail, whose ratings need no code; null until the person types.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? auth.email;
  const [awaiting, setAwaiting] = useState<AwaitingCode | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [thanks, setThanks] = useState(false);
  const [{ fetching: rating }, rate] = useMutation(RateCourseMutation);
  const [{ fetching: confirming }, confirm] = useMutation(ConfirmCourseRatingMutation);

  const showServerErrors = (error: Parameters<typeof apiFieldErrors>[0]) => {
    const fields = apiFieldErrors(error);
    setErrors(Object.keys(fields).length > 0 ? fields : { _: apiErrorMessage(error) });
  };

  const done = () => {
    setThanks(true);
    setAwaiting(null);
    setStars(0);
    setCode('');
    setTypedEmail(null);
  };

  const submitRating = async (event: FormEvent) => {
    event.preventDefault();
    setThanks(false);
    const { RateCourseSchema, fieldErrors } = await loadCourseChecks();
    const parsed = RateCourseSchema.safeParse({ courseId: course.id, email, stars: stars || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const result = await rate(parsed.data);
    if (result.error || !result.data) {
      showServerErrors(result.error);
      return;
    }
    if (result.data.rateCourse.status === 'COUNTED') done();
    else setAwaiting({ email: parsed.data.email, stars: parsed.data.stars });
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!awaiting) return;
    const { ConfirmCourseRatingSchema, fieldErrors } = await loadCourseChecks();
    const parsed = ConfirmCourseRatingSchema.safeParse({ courseId: course.id, email: awaiting.email, code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const result = await confirm(parsed.data);
    if (result.error) {
      showServerErrors(result.error);
      return;
    }
    done();
  };

  return (
    <section className="course-widget" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Rate this course</h3>
      <p className="course-widget__summary">
        <StarRating rating={course.rating} students={course.students} />{' '}
        <span data-testid="rating-summary">{ratingSummary(course.rating, course.ratingCount)}</span>
      </p>
      {awaiting ? (
        <form onSubmit={(event) => void submitCode(event)} noValidate>
          <p role="status">
            We have sent a {RATING_CODE_LENGTH}-digit code to <strong>{awaiting.email}</strong>. Enter it to confirm
            your rating of {awaiting.stars} {awaiting.stars === 1 ? 'star' : 'stars'}.
          </p>
          <label htmlFor={`${id}-code`}>Code from the e-mail</label>
          <TextInput
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RATING_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={Boolean(errors.code)}
            aria-describedby={errors.code ? `${id}-code-error` : undefined}
          />
          <InlineError id={`${id}-code-error`} message={errors.code} />
          <InlineError id={`${id}-error`} message={errors._ ?? errors.email ?? errors.courseId} />
          <Button htmlType="submit" type="primary" loading={confirming} className="course-widget__submit">
            Confirm rating
          </Button>
          <Button
            type="link"
            className="course-widget__submit"
            onClick={() => {
              setAwaiting(null);
              setErrors({});
              setCode('');
            }}
          >
            Use another e-mail
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void submitRating(event)} noValidate>
          <fieldset className="course-widget__stars">
            <legend>Your rating</legend>
            <StarPicker value={stars} onChange={setStars} names={STAR_NAMES} label="Stars" />
          </fieldset>
          <InlineError id={`${id}-stars-error`} message={errors.stars} />
          <label htmlFor={`${id}-email`}>Your email</label>
          <TextInput
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setTypedEmail(event.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
          />
          <InlineError id={`${id}-email-error`} message={errors.email} />
          <InlineError id={`${id}-error`} message={errors._ ?? errors.courseId} />
          <Button htmlType="submit" type="primary" loading={rating} className="course-widget__submit">
            Submit rating
          </Button>
          {thanks && (
            <p className="course-widget__thanks" role="status">
              {RATING_THANKS}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
