import { courseScope } from './course-format';
import type { Course } from './queries';
import { StarRating } from './StarRating';

/** A course card's facts line: stars with the student count, then topics and hours (spec 1 §9), those set. */
export function CourseFacts({ course }: { course: Course }) {
  const scope = courseScope(course.topics.length, course.duration);
  return (
    <p className="course-card__facts">
      <StarRating rating={course.rating} students={course.students} />
      {scope && <span>{scope}</span>}
    </p>
  );
}
