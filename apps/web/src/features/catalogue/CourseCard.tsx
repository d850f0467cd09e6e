import { Link } from 'react-router';
import type { CatalogueCourseCard } from './queries';

/**
 * A catalogue course's card. `priority`: the first card of a list that starts above the fold (the home page's
 * strip), whose picture is then among the first things seen: fetched first instead of lazily.
 */
export function CourseCard({
  course,
  to,
  priority = false,
}: {
  course: CatalogueCourseCard;
  to: string;
  priority?: boolean;
}) {
  return (
    <Link to={to} className="course-card" data-testid="course-card">
      <img
        src={course.image}
        alt=""
        width={400}
        height={225}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        className="course-card__image"
      />
      <div className="course-card__body">
        <h3 className="course-card__title">{course.title}</h3>
        <p className="course-card__meta">{course.ageRange ?? course.profession}</p>
        <p className="course-card__text">{course.description}</p>
      </div>
    </Link>
  );
}
