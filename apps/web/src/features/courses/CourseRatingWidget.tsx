import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Rate } from 'antd';
import { useMutation } from 'urql';
import { RateCourseSchema } from '@eazy2con/shared/validation/courses';
import { apiErrorMessage, apiFieldErrors } from '../../app/graphql/errors';
import { ratingSummary } from './course-format';
import { fieldErrors } from './form-errors';
import { InlineError } from './InlineError';
import { RateCourseMutation, type Course } from './queries';
import { StarRating } from './StarRating';

const STAR_NAMES = ['terrible', 'bad', 'normal', 'good', 'wonderful'];

/** Rate a course 1 to 5 stars with an e-mail (one rating per e-mail; a repeat replaces it). Stored on the server. */
export function CourseRatingWidget({ course }: { course: Pick<Course, 'id' | 'rating' | 'ratingCount' | 'students'> }) {
  const id = useId();
  const [stars, setStars] = useState(0);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [thanks, setThanks] = useState(false);
  const [{ fetching }, rate] = useMutation(RateCourseMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setThanks(false);
    const parsed = RateCourseSchema.safeParse({ courseId: course.id, email, stars: stars || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const result = await rate(parsed.data);
    if (result.error) {
      const fields = apiFieldErrors(result.error);
      setErrors(Object.keys(fields).length > 0 ? fields : { _: apiErrorMessage(result.error) });
      return;
    }
    setThanks(true);
    setStars(0);
    setEmail('');
  };

  return (
    <section className="course-widget" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Rate this course</h3>
      <p className="course-widget__summary">
        <StarRating rating={course.rating} students={course.students} />{' '}
        <span data-testid="rating-summary">{ratingSummary(course.rating, course.ratingCount)}</span>
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="course-widget__stars">
          <legend>Your rating</legend>
          <Rate value={stars} onChange={setStars} tooltips={STAR_NAMES} aria-label="Stars" />
        </fieldset>
        <InlineError id={`${id}-stars-error`} message={errors.stars} />
        <label htmlFor={`${id}-email`}>Your email</label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        <InlineError id={`${id}-email-error`} message={errors.email} />
        <InlineError id={`${id}-error`} message={errors._ ?? errors.courseId} />
        <Button htmlType="submit" type="primary" loading={fetching} className="course-widget__submit">
          Submit rating
        </Button>
        {thanks && (
          <p className="course-widget__thanks" role="status">
            Thank you for rating this course!
          </p>
        )}
      </form>
    </section>
  );
}
