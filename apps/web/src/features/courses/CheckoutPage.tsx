import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { BookCourseSchema } from '@eazy2con/shared/validation/courses';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../app/graphql/errors';
import { useNotify } from '../../app/use-notify';
import { usePageTitle } from '../../app/use-page-title';
import { useAuth } from '../accounts/auth-context';
import { CourseNotFound } from '../common/CourseNotFound';
import { zodRule } from '../content/zod-rule';
import { CreateBookCourseMutation } from './confirmation-queries';
import { formatDuration, formatTopicCount } from './course-format';
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

interface BillingForm {
  menteeName?: string;
  phone: string;
  email: string;
}

/** /checkout/{id}, titled Billings: book a mentor's course (spec 1 §2, §4, §5). */
export function CheckoutPage() {
  usePageTitle('Billings');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useCourse(id);
  const [form] = Form.useForm<BillingForm>();
  const [agreed, setAgreed] = useState(false);
  const [booked, setBooked] = useState<{ confirmed: boolean } | null>(null);
  const auth = useAuth();
  const [{ fetching: saving }, createBookCourse] = useMutation(CreateBookCourseMutation);
  const { notification } = useNotify();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const course = data?.getCourse;
  if (fetching && !data) return <Skeleton active className="page" paragraph={{ rows: 8 }} />;
  if (error) return <Alert className="page" type="error" title={apiErrorMessage(error)} showIcon />;
  if (!course) return <CourseNotFound />;

  const onFinish = async (values: BillingForm) => {
    const result = await createBookCourse({ input: { ...values, courseId: course.id } });
    if (result.error || !result.data) {
      const fields = apiFieldErrors(result.error);
      if (apiErrorCode(result.error) === 'BAD_USER_INPUT' && Object.keys(fields).length > 0) {
        form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof BillingForm, errors: [message] })));
        return;
      }
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
    notification.success({ title: BOOKING_SUCCESS, description: confirmed ? BOOKING_CONFIRMED : CHECK_YOUR_MAIL, duration: 6 });
    timer.current = setTimeout(() => void navigate('/courses'), REDIRECT_AFTER_MS);
  };

  return (
    <div className="page checkout">
      <header className="page__header">
        <h1>Billings</h1>
        <p>
          Leave your details and confirm your e-mail with the link we send you; then our team will contact you about payment
          and your first session.
        </p>
      </header>
      {booked && (
        <Alert
          className="checkout__done"
          type="success"
          showIcon
          title={BOOKING_SUCCESS}
          description={booked.confirmed ? BOOKING_CONFIRMED : CHECK_YOUR_MAIL}
        />
      )}
      <div className="checkout__columns">
        <Form
          form={form}
          layout="vertical"
          requiredMark
          onFinish={(values) => void onFinish(values)}
          className="checkout__form"
          // A signed-in account's own e-mail confirms the booking at once; key: the form mounts once the session is known.
          key={auth.loading ? 'loading' : 'ready'}
          initialValues={{ email: auth.email }}
        >
          <Form.Item name="menteeName" label="Full name" rules={[zodRule(BookCourseSchema.shape.menteeName)]}>
            <Input autoComplete="name" maxLength={100} />
          </Form.Item>
          <Form.Item name="phone" label="Phone" required rules={[zodRule(BookCourseSchema.shape.phone)]}>
            <Input type="tel" autoComplete="tel" maxLength={30} />
          </Form.Item>
          <Form.Item name="email" label="Email" required rules={[zodRule(BookCourseSchema.shape.email)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
              I have read and agree to the <Link to="/privacy">privacy policy</Link>
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" disabled={!agreed || booked !== null} loading={saving}>
            Book course
          </Button>
        </Form>
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
          <p>
            {formatTopicCount(course.topics.length)} · {formatDuration(course.duration)}
          </p>
        </aside>
      </div>
    </div>
  );
}
