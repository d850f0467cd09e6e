import { Link } from 'react-router';
import type { CatalogueCourseCard } from './queries';

export function CourseCard({ course, to }: { course: CatalogueCourseCard; to: string }) {
  return (
    <Link to={to} className="course-card" data-testid="course-card">
      <img src={course.image} alt="" width={400} height={225} loading="lazy" className="course-card__image" />
      <div className="course-card__body">
        <h3 className="course-card__title">{course.title}</h3>
        <p className="course-card__meta">{course.ageRange ?? course.profession}</p>
        <p className="course-card__text">{course.description}</p>
      </div>
    </Link>
  );
}
