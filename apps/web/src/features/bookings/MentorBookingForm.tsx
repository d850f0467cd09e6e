import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { OTHER_COURSE, whyLearnOptions } from '@eazy2con/shared/options';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { watDate } from '@eazy2con/shared/wat-time';
import { isIsoDate, mentorBookingSchema } from '@eazy2con/shared/validation/mentor-booking';
import { apiErrorCode, apiFieldErrors } from '../../app/graphql/errors';
import type { ResultOf } from '../../app/graphql/graphql';
import { useNotify } from '../../app/use-notify';
import { Button } from '../../ui/Button';
import { Choice, choices } from '../../ui/form/Choice';
import { Field } from '../../ui/form/Field';
import { useForm } from '../../ui/form/use-form';
import { TextArea, TextInput } from '../../ui/inputs';
import { bookingFailure } from './booking-failure';
import {
  BOOKED_DESCRIPTION,
  BOOKED_SECONDS,
  BOOKED_TITLE,
  FAILURE_SECONDS,
  LINGERING_FAILURE,
} from './booking-messages';
import { planOf, type BookingVariant } from './booking-variants';
import { bookingValidator, type BookingFormValues } from './booking-validation';
import { CreateBookAmentorMutation } from './queries';
import './mentor-booking.css';

export type CreatedBooking = ResultOf<typeof CreateBookAmentorMutation>['createBookAmentor'];

export interface MentorBookingFormProps {
  variant: BookingVariant;
  initialPlan: string;
  /** Set on a course page: the booking is tied to this mentor. */
  mentorId?: string;
  /** The course of the page the form opened on, chosen for the learner. */
  presetCourse?: string;
  /** Which failure notice applies (spec 2 §8): the adult page's, or the kids page's and course pages'. */
  page: 'adult' | 'kids-or-course';
  onBooked: (booking: CreatedBooking) => void;
}

/** A field the booker may leave empty: its label says so, as Ant Design's `requiredMark="optional"` did. */
const optional = (label: string): ReactNode => (
  <>
    {label} <span className="mentor-booking-form__optional">(optional)</span>
  </>
);

/**
 * The mentor booking form (spec 2 §5) of /book-mentor, /kid-book-mentor and the course pages' modal. Each field is
 * checked with the shared schema the server parses with, so both answer with the spec's messages; the server
 * prices the plan (the amount shown here comes from the same shared figures, and is never sent). Built on the light
 * form kit of ui/form: Ant Design's Form and Button would bring its style engine into the booking pages' first load.
 */
export function MentorBookingForm({
  variant,
  initialPlan,
  mentorId,
  presetCourse,
  page,
  onBooked,
}: MentorBookingFormProps) {
  const validate = useMemo(() => bookingValidator(variant.audience), [variant.audience]);
  const form = useForm<BookingFormValues>({
    initialValues: {
      fullName: '',
      phone: '',
      email: '',
      type: initialPlan,
      course: presetCourse ?? '',
      detailCourseName: '',
      startDate: '',
      endDate: '',
      whyLearnTheCourse: '',
      courseDetails: '',
      image: '',
    },
    validate,
  });
  const { type, course, startDate } = form.values;
  const [{ fetching }, createBookAmentor] = useMutation(CreateBookAmentorMutation);
  const { notification } = useNotify();
  const [lingering, setLingering] = useState(false);
  const today = watDate();
  const id = (name: string) => `${variant.audience}-booking-${name}`;

  const onFinish = async (values: BookingFormValues) => {
    setLingering(false);
    // The course's name goes with 'Other' only (its field is not shown otherwise).
    const input = values.course === OTHER_COURSE ? values : { ...values, detailCourseName: '' };
    const parsed = mentorBookingSchema(variant.audience).safeParse(input);
    if (!parsed.success) return; // the fields show the same messages
    const { startDate: start, endDate: end, ...booking } = parsed.data;
    const result = await createBookAmentor({
      input: { ...booking, audience: variant.audience, mentorId, startEndDate: { start, end } },
    });
    const created = result.data?.createBookAmentor;
    if (result.error || !created) {
      if (apiErrorCode(result.error) === 'BAD_USER_INPUT') form.showServerErrors(apiFieldErrors(result.error));
      const failure = bookingFailure(result.error, page);
      setLingering(failure.lingering);
      notification.error({ title: failure.title, duration: FAILURE_SECONDS });
      return;
    }
    notification.success({ title: BOOKED_TITLE, description: BOOKED_DESCRIPTION, duration: BOOKED_SECONDS });
    onBooked(created);
  };

  const plan = planOf(variant, type);
  const courseOptions =
    variant.course.kind === 'select'
      ? [...new Set([...(presetCourse ? [presetCourse] : []), ...variant.course.options])]
      : [];

  return (
    <form className="mentor-booking-form" onSubmit={form.handleSubmit(onFinish)} noValidate>
      <div className="mentor-booking-form__grid">
        <Field form={form} name="fullName" label="Full name">
          {(props) => <TextInput {...props} aria-required autoComplete="name" maxLength={100} />}
        </Field>
        <Field form={form} name="phone" label="Phone">
          {(props) => <TextInput {...props} aria-required type="tel" autoComplete="tel" maxLength={30} />}
        </Field>
        <Field form={form} name="email" label="Email">
          {(props) => <TextInput {...props} aria-required type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field
          form={form}
          name="type"
          label="Membership type"
          extra={
            <>
              {plan &&
                (plan.amountNaira === 0 ? 'Free: no payment needed. ' : `Amount: ${formatNaira(plan.amountNaira)}. `)}
              <Link to="/pricing">Compare the plans</Link>
            </>
          }
        >
          {(props) => (
            <Choice
              {...props}
              aria-required
              options={variant.plans.map((p) => ({ value: p.type, label: `${p.title} (${p.price})` }))}
            />
          )}
        </Field>
        {variant.course.kind === 'select' ? (
          <Field form={form} name="course" label="Course">
            {(props) => (
              <Choice {...props} aria-required placeholder="Choose a course" options={choices(courseOptions)} />
            )}
          </Field>
        ) : (
          <Field form={form} name="course" label="Course">
            {(props) => (
              <TextInput
                {...props}
                aria-required
                list={id('course-suggestions')}
                maxLength={100}
                placeholder="e.g. Scratch Programming, or n/a"
              />
            )}
          </Field>
        )}
        {variant.course.kind === 'suggest' && (
          <datalist id={id('course-suggestions')}>
            {variant.course.suggestions.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        )}
        {course === OTHER_COURSE && (
          <Field form={form} name="detailCourseName" label="Name of the course">
            {(props) => <TextInput {...props} aria-required maxLength={100} />}
          </Field>
        )}
        <Field form={form} name="startDate" label="Start date">
          {(props) => <TextInput {...props} aria-required type="date" min={today} />}
        </Field>
        <Field form={form} name="endDate" label="End date">
          {(props) => <TextInput {...props} aria-required type="date" min={isIsoDate(startDate) ? startDate : today} />}
        </Field>
        <Field form={form} name="whyLearnTheCourse" label={optional('Why do you want to learn this course?')}>
          {(props) => <Choice {...props} placeholder="No answer" options={choices(whyLearnOptions)} />}
        </Field>
        <Field form={form} name="image" label={optional(variant.ageLabel)}>
          {(props) => <Choice {...props} placeholder="No answer" options={choices(variant.ageOptions)} />}
        </Field>
      </div>
      <Field form={form} name="courseDetails" label={optional('Tell us more about what you want to learn')}>
        {(props) => <TextArea {...props} rows={3} maxLength={2000} />}
      </Field>
      {lingering && (
        <p className="mentor-booking-form__lingering" role="alert">
          {LINGERING_FAILURE}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" loading={fetching}>
        Book now
      </Button>
    </form>
  );
}
