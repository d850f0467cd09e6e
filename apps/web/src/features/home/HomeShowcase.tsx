import { Link } from 'react-router';
import type { CombinedError } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { LinkButton } from '../../ui/LinkButton';
import { CourseCard } from '../catalogue/public';
import { HeroActions } from '../content/public';
import type { HomeCourse } from './home-query';
import './home.css';

/*
 * The top of the home page, which only shows (text, pictures, the app's links): drawn by the server and kept as
 * drawn when the page becomes the app's, never hydrated (HomePage draws it with ui/ServerDrawn, issue 38): this
 * module is loaded only when the browser draws the home page itself.
 */

/** Spec 1 §9: the strip shows the first 8 of the 9 catalogue courses. */
const STRIP_SIZE = 8;

export function HomeHero() {
  return (
    <section className="hero">
      <div className="hero__inner">
        <h1>Build A More Powerful You!</h1>
        <p>
          Learn tech one-on-one with mentors from the top 5% of experts, and learn from the industry&apos;s top 10%.{' '}
          <Link to="/pricing">Find a mentor on a plan that fits you</Link>, from a free trial to a Premium plan that
          runs until your first job.
        </p>
        <HeroActions>
          <LinkButton to="/book-mentor" type="primary" size="large">
            Book a mentor
          </LinkButton>
        </HeroActions>
      </div>
    </section>
  );
}

export function CourseStrip({
  courses,
  error,
}: {
  courses: readonly HomeCourse[] | undefined;
  error: CombinedError | undefined;
}) {
  return (
    <section className="page" aria-labelledby="courses-strip">
      <h2 id="courses-strip">Courses</h2>
      {courses ? (
        <div className="course-grid">
          {courses.slice(0, STRIP_SIZE).map((course, index) => (
            // The strip starts above the fold, on phones too: its first picture is fetched first.
            <CourseCard key={course.id} course={course} to={`/featured-courses/${course.id}`} priority={index === 0} />
          ))}
        </div>
      ) : error ? (
        <Notice type="error" title={apiErrorMessage(error)} />
      ) : (
        <LoadingBlock />
      )}
    </section>
  );
}
