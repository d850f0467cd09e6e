import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { MENTOR_COURSE_MESSAGES as M, MentorCourseSchema } from '@eazy2con/shared/validation/mentor-course';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { useNotify } from '../../core/use-notify';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Result } from '../../ui/Result';
import { CourseForm, type CourseFormValues } from './CourseForm';
import { CreateCourseMutation, DeleteCourseMutation, EditableCourseQuery, UpdateCourseMutation } from './queries';

const DASHBOARD = '/mentor-dashboard';
const ERROR_SECONDS = 10;

// The form has checked the values with this schema already; parsing again gives the API's shapes (the topics' lines
// as a list, the hours as a number, no video as null).
const toInput = (values: CourseFormValues) => MentorCourseSchema.parse(values);

/** /mentor-dashboard/add-course: a new course of the signed-in mentor. */
export function AddCoursePage() {
  usePageTitle('Add a course');
  const navigate = useNavigate();
  const { notification } = useNotify();
  const [, createCourse] = useMutation(CreateCourseMutation);

  const submit = async (values: CourseFormValues, showServerErrors: (errors: Record<string, string>) => boolean) => {
    const result = await createCourse({ input: toInput(values) });
    if (result.error || !result.data?.createCourse) {
      showServerErrors(apiFieldErrors(result.error));
      notification.error({ title: apiErrorMessage(result.error, 'Something went wrong!'), duration: ERROR_SECONDS });
      return;
    }
    // Spec 3 says 'Mentor Created' here, a copy of the application's toast: a new course is what happened (issue 20).
    notification.success({ title: 'Course created', description: 'Learners can find it on your profile.' });
    void navigate(DASHBOARD);
  };

  return (
    <section className="course-form-page" aria-labelledby="course-form-heading">
      <h1 id="course-form-heading">Add a course</h1>
      <CourseForm course={null} submitLabel="Create Course" onSubmit={submit} />
    </section>
  );
}

/** /mentor-dashboard/edit-course/:id: one of the signed-in mentor's courses; anyone else's is 'Unauthorized'. */
export function EditCoursePage() {
  usePageTitle('Edit course');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { notification } = useNotify();
  const [{ data, error, fetching }] = useQuery({
    query: EditableCourseQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const [, updateCourse] = useMutation(UpdateCourseMutation);
  const [{ fetching: deleting }, deleteCourse] = useMutation(DeleteCourseMutation);
  const [confirming, setConfirming] = useState(false);
  const refused = apiErrorCode(error) === 'FORBIDDEN';

  useEffect(() => {
    if (!refused) return;
    notification.error({ title: M.unauthorized });
    void navigate(DASHBOARD, { replace: true });
  }, [refused, notification, navigate]);

  if (fetching || refused) return <PageSpinner />;
  const course = data?.editableCourse;
  if (!course) {
    return (
      <Result
        status="404"
        title={<h1 className="result-title">404, Oops not Found</h1>}
        subTitle={error && apiErrorCode(error) !== 'NOT_FOUND' ? apiErrorMessage(error) : M.notFound}
        extra={<Link to={DASHBOARD}>Back to the dashboard</Link>}
      />
    );
  }

  const submit = async (values: CourseFormValues, showServerErrors: (errors: Record<string, string>) => boolean) => {
    const result = await updateCourse({ id: course.id, input: toInput(values) });
    if (result.error || !result.data?.updateCourse) {
      showServerErrors(apiFieldErrors(result.error));
      notification.error({ title: apiErrorMessage(result.error, 'Something went wrong!'), duration: ERROR_SECONDS });
      return;
    }
    notification.success({ title: 'Course Updated' });
    void navigate(DASHBOARD);
  };

  const remove = async () => {
    setConfirming(false);
    const result = await deleteCourse({ id: course.id });
    if (result.error) {
      notification.error({ title: apiErrorMessage(result.error, 'An error occured'), duration: ERROR_SECONDS });
      return;
    }
    notification.success({ title: 'Deleted successfully' });
    void navigate(DASHBOARD);
  };

  return (
    <section className="course-form-page" aria-labelledby="course-form-heading">
      <h1 id="course-form-heading">Edit course</h1>
      <CourseForm
        course={course}
        submitLabel="Update Course"
        onSubmit={submit}
        extraActions={
          <Button size="large" danger loading={deleting} onClick={() => setConfirming(true)}>
            Delete Course
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Delete this course?"
        content="The course, its image and its video are removed for good."
        okText="Delete"
        cancelText="Keep it"
        danger
        onOk={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
