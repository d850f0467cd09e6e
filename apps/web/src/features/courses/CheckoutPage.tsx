import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { CheckboxField, Field } from '../../ui/form/Field';
import { lazySchemaValidator } from '../../ui/form/lazy-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { useAuth } from '../accounts/public';
import { CourseNotFound } from './CourseNotFound';
import { CreateBookCourseMutation } from './confirmation-queries';
import { courseScope } from './course-format';
import { useCourse } from './use-course';
import './courses.css';

export const BOOKING_SUCCESS = 'Sucessful, we will contact you soon';
/** Said with BOOKING_SUCCESS: a booking counts once its e-mail is confirmed (docs/decisions/0004). */
export const CHECK_YOUR_MAIL = 'Check your e-mail and open the link in it to confirm your booking.';
export const BOOKING_CONFIRMED = 'Your booking is confirmed: the details are in your e-mail.';
export const NETWORK_ERROR_TITLE = 'Network error';
export const NETWORK_ERROR = 'Network error occured please refresh on check your connection.';
/** Spec 1 §4: after a booking the learner lands on /courses 6 seconds later. */
export const REDIRECT_AFTER_MS = 6000;

interface BillingForm extends Record<string, string | boolean> {
  menteeName: string;
  phone: string;
  email: string;
  /** The privacy policy checkbox: Book course stays disabled until it is ticked. */
  agreed: boolean;
}

type Course = NonNullable<NonNullable<ReturnType<typeof useCourse>[0]['data']>['getCourse']>;

/** /checkout/{id}, titled Billings: book a mentor's course (spec 1 §2, §4, §5). */
export function CheckoutPage() {
  usePageTitle('Billings');
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useCourse(id);
  const auth = useAuth();

  const course = data?.getCourse;
  if (fetching && !data) return <LoadingBlock className="page" rows={8} />;
  if (error) return <Notice className="page" type="error" title={apiErrorMessage(error)} />;
  if (!course) return <CourseNotFound />;
  // A signed-in account's own e-mail confirms the booking at once; key: the form starts once the session is known.
  return <Checkout key={auth.loading ? 'loading' : 'ready'} course={course} email={auth.email} />;
}

function Checkout({ course, email }: { course: Course; email: string }) {
  const navigate = useNavigate();
  // The checks (the shared schema and zod) load on the form's first use, not with the page (issue 38).
  const [validate] = useState(() =>
    lazySchemaValidator<BillingForm>(
      () => import('@eazy2con/shared/validation/courses').then((m) => m.BookCourseSchema),
      {
        courseId: course.id,
      },
    ),
  );
  const form = useForm<BillingForm>({ initialValues: { menteeName: '', phone: '', email, agreed: false }, validate });
  const [booked, setBooked] = useState<{ confirmed: boolean } | null>(null);
  const [{ fetching: saving }, createBookCourse] = useMutation(CreateBookCourseMutation);
  const { notification } = useNotify();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFinish = async ({ menteeName, phone, email: address }: BillingForm) => {
    const result = await createBookCourse({ input: { menteeName, phone, email: address, courseId: course.id } });
    if (result.error || !result.data) {
      const fields = apiFieldErrors(result.error);
      if (apiErrorCode(result.error) === 'BAD_USER_INPUT' && form.showServerErrors(fields)) return;
      // Too many bookings from this connection: say when to try again, not that the network failed.
      if (apiErrorCode(result.error) === 'RATE_LIMITED') {
        notification.error({ title: apiErrorMessage(result.error), duration: 6 });
        return;
      }
      notification.error({ title: NETWORK_ERROR_TITLE, description: NETWORK_ERROR, duration: 6 });
      return;
    }
    const { confirmed } = result.data.createBookCourse;
    setBooked({ confirmed });
    notification.success({
      title: BOOKING_SUCCESS,
      description: confirmed ? BOOKING_CONFIRMED : CHECK_YOUR_MAIL,
      duration: 6,
    });
    timer.current = setTimeout(() => void navigate('/courses'), REDIRECT_AFTER_MS);
  };

  return (
    <div className="page checkout">
      <header className="page__header">
        <h1>Billings</h1>
        <p>
          Leave your details and confirm your e-mail with the link we send you; then our team will contact you about
          payment and your first session.
        </p>
      </header>
      {booked && (
        <Notice
          className="checkout__done"
          type="success"
          title={BOOKING_SUCCESS}
          description={booked.confirmed ? BOOKING_CONFIRMED : CHECK_YOUR_MAIL}
        />
      )}
      <div className="checkout__columns">
        <form className="checkout__form" onSubmit={form.handleSubmit(onFinish)} noValidate>
          <Field form={form} name="menteeName" label="Full name">
            {(props) => <TextInput {...props} autoComplete="name" maxLength={100} />}
          </Field>
          <Field form={form} name="phone" label="Phone" required>
            {(props) => <TextInput {...props} type="tel" autoComplete="tel" maxLength={30} />}
          </Field>
          <Field form={form} name="email" label="Email" required>
            {(props) => <TextInput {...props} type="email" autoComplete="email" />}
          </Field>
          <CheckboxField form={form} name="agreed">
            I have read and agree to the <Link to="/privacy">privacy policy</Link>
          </CheckboxField>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            disabled={!form.values.agreed || booked !== null}
            loading={saving}
          >
            Book course
          </Button>
        </form>
        <aside className="checkout__summary" aria-labelledby="summary">
          <h2 id="summary">Your course</h2>
          <img src={course.image} alt="" width={400} height={225} />
          <p className="eyebrow">{course.language}</p>
          <p className="checkout__course-title">{course.title}</p>
          {course.mentor && (
            <p>
              with {course.mentor.firstname} {course.mentor.lastname}
            </p>
          )}
          {courseScope(course.topics.length, course.duration) && (
            <p>{courseScope(course.topics.length, course.duration)}</p>
          )}
        </aside>
      </div>
    </div>
  );
}
