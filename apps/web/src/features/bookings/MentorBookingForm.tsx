import { ChannelsField, phoneField, type TextChannel } from './ChannelsField';
import { useMemo, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { OTHER_COURSE, whyLearnOptions } from '@eazy2con/shared/options';
import { isAcceptedStartDate } from '@eazy2con/shared/booking-dates';
import { apiErrorCode, apiFieldErrors } from '../../core/graphql/errors';
import type { ResultOf } from '../../core/graphql/graphql';
import { useNotify } from '../../core/use-notify';
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
  CHOOSE_MENTOR,
  CHOOSE_TIME,
  FAILURE_SECONDS,
  LINGERING_FAILURE,
} from './booking-messages';
import { amountLine, optionOf, planOf, type BookingVariant } from './booking-variants';
import { lazyBookingValidator, type BookingFormValues } from './lazy-booking-validator';
import { BookingDateFields } from './BookingDateFields';
import { ChildChoiceField } from './ChildChoiceField';
import { FixSessionTimes } from './FixSessionTimes';
import { MentorChooser, type ChosenMentor } from './MentorChooser';
import { CourseFields } from './CourseFields';
import type { MyChild } from './my-children';
import { PlanOptionField } from './PlanOptionField';
import { CreateBookAmentorMutation, type BookedTime } from './queries';
import { forgetSessionKeys } from './session-keys';
import { firstCycle, insideCycle } from './session-times';
import { SessionTimesField } from './SessionTimesField';
import { TrialCodeField, useTrialCode } from './TrialCodeField';
import { chosenOutcome } from './use-book-sessions';
import './mentor-booking.css';

export type CreatedBooking = ResultOf<typeof CreateBookAmentorMutation>['createBookAmentor'];

export interface MentorBookingFormProps {
  variant: BookingVariant;
  initialPlan: string;
  /**
   * The mentor the form opened for: a course page's (with its name, `lockMentor`), or a profile's Book link's
   * (`?mentor=`, its id only: read to be shown, and the booker may choose another). Otherwise the booker searches.
   */
  mentor?: ChosenMentor;
  lockMentor?: boolean;
  /** The course of the page the form opened on, chosen for the learner. */
  presetCourse?: string;
  /** Which failure notice applies (spec 2 §8): the adult page's, or the kids page's and course pages'. */
  page: 'adult' | 'kids-or-course';
  /** The booking exists on the server: a paid one can be kept in this browser now (before any times are fixed). */
  onCreated?: (booking: CreatedBooking) => void;
  /** The booking is made and its chosen times booked (or the booker went on without the ones that failed). */
  onBooked: (booking: CreatedBooking, sessions: BookedTime[]) => void;
}

/** After the booking was made, some of its times failed: the step that picks replacements (FixSessionTimes). */
type Fixing = Omit<ComponentProps<typeof FixSessionTimes>, 'onDone'> & { created: CreatedBooking };

/** A field the booker may leave empty: its label says so, as Ant Design's `requiredMark="optional"` did. */
const optional = (label: string): ReactNode => (
  <>
    {label} <span className="mentor-booking-form__optional">(optional)</span>
  </>
);

/**
 * The mentor booking form (spec 2 §5) of /book-mentor, /kid-book-mentor and the course pages' modal. Each field is
 * checked with the shared schema the server parses with, so both answer with the spec's messages; the server
 * prices the plan and its option (the amount shown here comes from the same shared figures, and is never sent).
 * Then the mentor and the session times (issue 22): Book now makes the booking and books the chosen times in one
 * call; times that failed are replaced (FixSessionTimes) before the page goes on to payment. A free trial first
 * confirms the e-mail with a mailed code unless the booker is signed in with it (decision 0039). Built
 * on the light form kit of ui/form: Ant Design's Form and Button would bring its style engine into the first load.
 */
export function MentorBookingForm({
  variant,
  initialPlan,
  mentor: presetMentor,
  lockMentor = false,
  presetCourse,
  page,
  onCreated,
  onBooked,
}: MentorBookingFormProps) {
  const validate = lazyBookingValidator(variant.audience);
  const form = useForm<BookingFormValues>({
    initialValues: {
      fullName: '',
      phone: '',
      email: '',
      type: initialPlan,
      planOption: planOf(variant, initialPlan)?.options[0].id ?? '',
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
  const { type, startDate } = form.values;
  const [{ fetching }, createBookAmentor] = useMutation(CreateBookAmentorMutation);
  const { notification } = useNotify();
  const [lingering, setLingering] = useState(false);
  const [mentor, setMentor] = useState<ChosenMentor | null>(presetMentor ?? null);
  // The mentor and times steps show their messages once the booker has tried to book.
  const [stepsChecked, setStepsChecked] = useState(false);
  const [fixing, setFixing] = useState<Fixing | null>(null);
  const [channels, setChannels] = useState<TextChannel[]>([]);
  // A kids booking for one of the signed-in parent's children (issue 35): the profile's age band is the booking's.
  const [child, setChild] = useState<MyChild | null>(null);
  const [childError, setChildError] = useState<string | undefined>();
  const chooseChild = (next: MyChild | null) => {
    setChild(next);
    setChildError(undefined);
    if (next) form.setValue('image', next.ageBand);
  };
  const id = (name: string) => `${variant.audience}-booking-${name}`;

  const plan = planOf(variant, type);
  const option = plan && optionOf(plan, form.values.planOption);
  const weekendsOnly = plan?.entitlement.weekendsOnly ?? false;
  const trial = useTrialCode(plan?.type === 'Trial', form.values.email);
  // Times are offered inside the first cycle of a start date the form accepts.
  const cycle = useMemo(() => (isAcceptedStartDate(startDate) ? firstCycle(startDate) : null), [startDate]);
  // Times chosen for another mentor or another session length are dropped; so are those a new start date leaves out.
  const timesFor = `${mentor?.id ?? ''}|${type}|${option?.id ?? ''}`;
  const [chosen, setChosen] = useState({ key: '', times: [] as string[] });
  const times =
    cycle && option && chosen.key === timesFor
      ? chosen.times.filter((t) => insideCycle(t, cycle)).slice(0, option.sessions)
      : [];

  const finish = (created: CreatedBooking, booked: BookedTime[]) => {
    forgetSessionKeys(created.id);
    notification.success({ title: BOOKED_TITLE, description: BOOKED_DESCRIPTION, duration: BOOKED_SECONDS });
    onBooked(created, booked);
  };

  const onFinish = async (values: BookingFormValues) => {
    setLingering(false);
    if (!mentor || !plan || !option || !cycle || times.length === 0) return; // the steps show their messages
    // The course's name goes with 'Other' only (its field is not shown otherwise).
    const input = values.course === OTHER_COURSE ? values : { ...values, detailCourseName: '' };
    // Loaded with the form's checks (the submit waited for them), so this import is already there.
    const { mentorBookingSchema } = await import('@eazy2con/shared/validation/mentor-booking');
    const parsed = mentorBookingSchema(variant.audience).safeParse(input);
    if (!parsed.success) return; // the fields show the same messages
    const trialCode = await trial.checked();
    if (trialCode === undefined) return; // the code field shows what is missing
    const { startDate: start, endDate: end, ...booking } = parsed.data;
    const result = await createBookAmentor({
      input: {
        ...booking,
        audience: variant.audience,
        mentorId: mentor.id,
        planOption: option.id,
        channels: ['EMAIL', ...channels],
        startEndDate: { start, end },
        times,
        trialCode,
        ...(child && { childId: child.id }),
      },
    });
    const created = result.data?.createBookAmentor;
    if (result.error || !created) {
      const fields = apiFieldErrors(result.error);
      trial.refused(result.error);
      setChildError(fields.childId);
      if (apiErrorCode(result.error) === 'BAD_USER_INPUT') form.showServerErrors(fields);
      const failure = bookingFailure(result.error, page);
      setLingering(failure.lingering);
      notification.error({ title: failure.title, duration: FAILURE_SECONDS });
      return;
    }
    onCreated?.(created);
    const access = { id: created.id, token: created.accessToken };
    const first = chosenOutcome(created.chosenTimes);
    if (first.failed.length === 0) {
      finish(created, first.booked);
      return;
    }
    const { minutes, sessions } = option;
    setFixing({ created, access, first, mentorId: mentor.id, cycle, minutes, weekendsOnly, sessions });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setStepsChecked(true);
    form.handleSubmit(onFinish)(event);
  };

  if (fixing) {
    const { created, ...step } = fixing;
    return <FixSessionTimes {...step} onDone={(booked) => finish(created, booked)} />;
  }

  return (
    <form className="mentor-booking-form" onSubmit={onSubmit} noValidate>
      {variant.audience === 'kids' && (
        <ChildChoiceField idPrefix={id('child')} chosen={child} onChoose={chooseChild} error={childError} />
      )}
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
              {plan && option && amountLine(plan, option)}
              <Link to="/pricing">Compare the plans</Link>
            </>
          }
        >
          {(props) => (
            <Choice
              {...props}
              onChange={(event) => {
                props.onChange(event);
                // A new plan starts on its first option (two plans may share an option's id, not its meaning).
                form.setValue('planOption', planOf(variant, event.target.value)?.options[0].id ?? '');
              }}
              aria-required
              options={variant.plans.map((p) => ({ value: p.type, label: `${p.title} (${p.price})` }))}
            />
          )}
        </Field>
        <PlanOptionField form={form} plan={plan} />
        <CourseFields form={form} variant={variant} presetCourse={presetCourse} listId={id('course-suggestions')} />
        <BookingDateFields form={form} />
        <Field form={form} name="whyLearnTheCourse" label={optional('Why do you want to learn this course?')}>
          {(props) => <Choice {...props} placeholder="No answer" options={choices(whyLearnOptions)} />}
        </Field>
        <Field form={form} name="image" label={optional(variant.ageLabel)}>
          {(props) => (
            // A chosen child's age band comes from their profile, as the server takes it.
            <Choice
              {...props}
              disabled={child !== null}
              placeholder="No answer"
              options={choices(variant.ageOptions)}
            />
          )}
        </Field>
      </div>
      <Field form={form} name="courseDetails" label={optional('Tell us more about what you want to learn')}>
        {(props) => <TextArea {...props} rows={3} maxLength={2000} />}
      </Field>
      <ChannelsField idPrefix={id('channels')} value={channels} onChange={setChannels} {...phoneField(form, 'phone')} />
      <MentorChooser
        idPrefix={id('mentor')}
        mentor={mentor}
        onChoose={setMentor}
        locked={lockMentor}
        error={stepsChecked && !mentor ? CHOOSE_MENTOR : undefined}
      />
      <SessionTimesField
        idPrefix={id('times')}
        mentorId={mentor?.id}
        cycle={cycle}
        minutes={option?.minutes ?? 60}
        weekendsOnly={weekendsOnly}
        groupSeats={plan?.entitlement.format === 'GROUP' ? plan.entitlement.seats : undefined}
        max={option?.sessions ?? 1}
        selected={times}
        onChange={(next) => setChosen({ key: timesFor, times: next })}
        error={stepsChecked && mentor && times.length === 0 ? CHOOSE_TIME : undefined}
      />
      {trial.needed && (
        <TrialCodeField idPrefix={id('trial')} email={form.values.email} audience={variant.audience} {...trial.field} />
      )}
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
