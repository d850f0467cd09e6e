import { Link } from 'react-router';
import { CourseFacts } from './CourseFacts';
import type { Course } from './queries';
// The card's and the course grid's styles: other features show this card too (the mentor profile, the dashboard).
import './courses.css';

/** A mentor's course on /courses and on mentor profiles; links to its page /courses/{id}. */
export function MentorCourseCard({ course }: { course: Course }) {
  return (
    <Link to={`/courses/${course.id}`} className="course-card" data-testid="mentor-course-card">
      <img src={course.image} alt="" width={400} height={225} loading="lazy" className="course-card__image" />
      <div className="course-card__body">
        <p className="course-card__meta">{course.language}</p>
        <h3 className="course-card__title">{course.title}</h3>
        {course.mentor && (
          <p className="course-card__text">
            {course.mentor.firstname} {course.mentor.lastname}
          </p>
        )}
        <CourseFacts course={course} />
      </div>
    </Link>
  );
}
