import { memo } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import type { CombinedError } from 'urql';
import {
  CAMP_EXTRA_CHILD_NAIRA,
  CAMP_FIRST_CHILD_NAIRA,
  formatNaira,
  weekendClasses,
} from '@eazy2con/shared/weekend-camp';
import { apiErrorMessage } from '../../core/graphql/errors';
import type { ResultOf } from '../../core/graphql/graphql';
import { Hydrate } from '../../ui/Hydrate';
import { LinkButton } from '../../ui/LinkButton';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { CourseCard, type CatalogueCoursesQuery } from '../catalogue/public';
import { whatIsNeeded } from './kids-content';
import { VideoEmbed } from '../../ui/VideoEmbed';

/*
 * The sections of /kid-tech below its hero that answer no tap with script: text, a video and plain links. Each
 * hydrates when it comes near the screen or is touched (issue 27), so a first visit hydrates the hero in short tasks
 * and leaves these for later; a link pressed before works as a plain link. Memoised on their data (the query's own
 * objects, the same while it does not change): a re-render of the page before they hydrated would make React drop
 * the server's HTML and draw them again. The plans (their links carry the plan in navigation state), the
 * testimonials (a carousel), the advisor's scheduler (it loads on arrival) and the FAQ hydrate with the page.
 */

type KidCourses = ResultOf<typeof CatalogueCoursesQuery>['catalogueCourses'];

/** What a child needs, beside the first kids course's own video. */
export const KidsNeeds = memo(function KidsNeeds({ introVideo }: { introVideo: string | null | undefined }) {
  return (
    <Hydrate>
      <section className="kids-section kids-needs" aria-labelledby="needs-heading">
        <div>
          <h2 id="needs-heading">What your child needs</h2>
          <ul className="check-list kids-needs__list">
            {whatIsNeeded.map((item) => (
              <li key={item}>
                <CheckCircleFilled aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
        {introVideo && (
          <div className="video-frame kids-needs__video">
            <VideoEmbed src={introVideo} title="A Kid Tech class" />
          </div>
        )}
      </section>
    </Hydrate>
  );
});

interface CoursesProps {
  courses: KidCourses | undefined;
  loading: boolean;
  error: CombinedError | undefined;
}

/** The kids catalogue: each card leads to its kids course page. */
export const KidCoursesSection = memo(function KidCoursesSection({ courses, loading, error }: CoursesProps) {
  return (
    <Hydrate>
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
    </Hydrate>
  );
});

/** The weekend camp's prices and the way to its registration. */
export const KidsCampPromo = memo(function KidsCampPromo() {
  return (
    <Hydrate>
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
    </Hydrate>
  );
});
