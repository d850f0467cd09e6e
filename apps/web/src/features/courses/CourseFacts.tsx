import { formatDuration, formatTopicCount } from './course-format';
import type { Course } from './queries';
import { StarRating } from './StarRating';

/** A course card's facts line: stars with the student count, then topics and hours (spec 1 §9). */
export function CourseFacts({ course }: { course: Course }) {
  return (
    <p className="course-card__facts">
      <StarRating rating={course.rating} students={course.students} />
      <span>
        {formatTopicCount(course.topics.length)} · {formatDuration(course.duration)}
      </span>
    </p>
  );
}
