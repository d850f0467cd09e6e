import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { BookCourseSchema } from '@eazy2con/shared/validation/courses';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../app/graphql/errors';
import { useNotify } from '../../app/use-notify';
import { usePageTitle } from '../../app/use-page-title';
import { CourseNotFound } from '../common/CourseNotFound';
import { zodRule } from '../content/zod-rule';
import { formatDuration, formatTopicCount } from './course-format';
import { CreateBookCourseMutation } from './queries';
import { useCourse } from './use-course';
import './courses.css';

export const BOOKING_SUCCESS = 'Sucessful, we will contact you soon';
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
  const [booked, setBooked] = useState(false);
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
    setBooked(true);
    notification.success({ title: BOOKING_SUCCESS, duration: 6 });
    timer.current = setTimeout(() => void navigate('/courses'), REDIRECT_AFTER_MS);
  };

  return (
    <div className="page checkout">
      <header className="page__header">
        <h1>Billings</h1>
        <p>Leave your details and our team will contact you about payment and your first session.</p>
      </header>
      <div className="checkout__columns">
        <Form form={form} layout="vertical" requiredMark onFinish={(values) => void onFinish(values)} className="checkout__form">
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
          <Button type="primary" htmlType="submit" size="large" disabled={!agreed || booked} loading={saving}>
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
