import { Alert, Button, Modal, Skeleton } from 'antd';
import { apiErrorMessage } from '../../core/graphql/errors';
import { SafeHtml } from '../../ui/SafeHtml';
import { LinkButton } from '../../ui/LinkButton';
import { courseScope } from './course-format';
import { CourseFeedback } from './CourseFeedback';
import type { MyCourse } from './queries';
import { StarRating } from './StarRating';
import { TopicChecklist } from './TopicChecklist';
import { useCourse } from './use-course';
import { VideoEmbed } from '../../ui/VideoEmbed';

/**
 * The course detail dialog (spec 1 §2, §4): opened from a card's play button or language title; Book Now goes to
 * checkout, Cancel closes. On Paid Courses it also carries the learner's topic checklist.
 */
export function CourseDialog({
  courseId,
  myCourse,
  onClose,
}: {
  courseId: string | null;
  myCourse?: MyCourse;
  onClose: () => void;
}) {
  const [{ data, fetching, error }] = useCourse(courseId ?? '', !courseId);
  const course = courseId ? data?.getCourse : undefined;

  return (
    <Modal
      open={Boolean(courseId)}
      onCancel={onClose}
      width={760}
      title={course?.title ?? 'Course'}
      destroyOnHidden
      footer={
        <div className="course-dialog__footer">
          <Button type="link" onClick={onClose}>
            Cancel
          </Button>
          {courseId && (
            <LinkButton type="primary" to={`/checkout/${courseId}`}>
              Book Now
            </LinkButton>
          )}
        </div>
      }
    >
      {error && <Alert type="error" title={apiErrorMessage(error)} showIcon />}
      {fetching && !course && <Skeleton active paragraph={{ rows: 6 }} />}
      {!fetching && !error && courseId && data && !course && (
        <Alert type="warning" title="Course does not exist" showIcon />
      )}
      {course && (
        <div className="course-dialog" data-testid="course-dialog">
          <p className="eyebrow">{course.language}</p>
          {course.mentor && (
            <p className="course-dialog__mentor">
              with {course.mentor.firstname} {course.mentor.lastname} · {course.mentor.specialization}
            </p>
          )}
          <p className="course-dialog__facts">
            <StarRating rating={course.rating} students={course.students} />
            {courseScope(course.topics.length, course.duration) &&
              ` · ${courseScope(course.topics.length, course.duration)}`}
          </p>
          {course.video && (
            <div className="video-frame course-dialog__video">
              <VideoEmbed src={course.video} title={`${course.title} video`} />
            </div>
          )}
          <SafeHtml html={course.description} className="rich-text" />
          {myCourse ? (
            <TopicChecklist courseId={course.id} topics={course.topics} completed={myCourse.completedTopics} />
          ) : (
            course.topics.length > 0 && (
              <>
                <h3>Topics</h3>
                <ul className="course-dialog__topics">
                  {course.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </>
            )
          )}
          <CourseFeedback course={course} />
        </div>
      )}
    </Modal>
  );
}
