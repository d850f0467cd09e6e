import { CourseCommentWidget } from './CourseCommentWidget';
import { CourseRatingWidget } from './CourseRatingWidget';
import type { CourseWithComments } from './queries';

/** The real rating and comment widgets, shared by the course dialog and the course page. */
export function CourseFeedback({ course }: { course: CourseWithComments }) {
  return (
    <div className="course-feedback">
      <CourseRatingWidget course={course} />
      <CourseCommentWidget courseId={course.id} comments={course.latestComments} commentCount={course.commentCount} />
    </div>
  );
}
