import type { CombinedError } from 'urql';
import {
  CAMP_EXTRA_CHILD_NAIRA,
  CAMP_FIRST_CHILD_NAIRA,
  formatNaira,
  weekendClasses,
} from '@eazy2con/shared/weekend-camp';
import { apiErrorMessage } from '../../core/graphql/errors';
import type { ResultOf } from '../../core/graphql/graphql';
import { FaqList } from '../../ui/FaqList';
import { LinkButton } from '../../ui/LinkButton';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { CourseCard, type CatalogueCoursesQuery } from '../catalogue/public';
import { kidsFaqs } from './kids-content';

/*
 * The sections of /kid-tech that only show (text, pictures, the app's links): drawn by the server and kept as drawn
 * when the page becomes the app's, never hydrated (KidTechSections draws them with ui/ServerDrawn): this module is
 * loaded only when the browser draws the page itself.
 */

type KidCourses = ResultOf<typeof CatalogueCoursesQuery>['catalogueCourses'];

interface CoursesProps {
  courses: KidCourses | undefined;
  loading: boolean;
  error: CombinedError | undefined;
}

/** The kids catalogue: each card leads to its kids course page. */
export function KidCoursesSection({ courses, loading, error }: CoursesProps) {
  return (
    <section className="kids-section" aria-labelledby="kid-courses-heading">
      <h2 id="kid-courses-heading">Courses for kids</h2>
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {loading ? (
        <LoadingBlock rows={6} />
      ) : (
        <div className="course-grid" data-testid="kid-course-grid">
          {(courses ?? []).map((course) => (
            <CourseCard key={course.id} course={course} to={`/featured-kid-courses/${course.id}`} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The weekend camp's prices and the way to its registration. */
export function KidsCampPromo() {
  return (
    <section className="kids-section kids-camp" aria-labelledby="camp-heading" data-testid="camp-promo">
      <div>
        <h2 id="camp-heading">Kids Weekend Coding Camp</h2>
        <p>
          Every weekend: {weekendClasses.join(' and ')}. {formatNaira(CAMP_FIRST_CHILD_NAIRA)} for one child,{' '}
          {formatNaira(CAMP_EXTRA_CHILD_NAIRA)} for each brother or sister.
        </p>
      </div>
      <LinkButton to="/weekend-camp" type="primary" size="large">
        Register for the camp
      </LinkButton>
    </section>
  );
}

/** The programme's questions: native disclosures (ui/FaqList), which open and close without script. */
export function KidsFaq() {
  return (
    <section className="kids-section" aria-labelledby="kids-faq-heading">
      <h2 id="kids-faq-heading">Frequently Asked Questions</h2>
      <FaqList faqs={kidsFaqs} />
    </section>
  );
}
