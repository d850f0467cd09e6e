import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { sectionResult } from '../../core/graphql/section-result';
import { usePageTitle } from '../../core/use-page-title';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { useSiteInfo } from '../../core/site-info';
import { CourseCard } from '../catalogue/public';
import { HeroActions } from '../content/public';
import { LinkButton } from '../../ui/LinkButton';
import { HiringBanner } from './HiringBanner';
import { HomeQuery } from './home-query';
import './home.css';

/** Spec 1 §9: the strip shows the first 8 of the 9 catalogue courses. */
const STRIP_SIZE = 8;

/**
 * The sections after the course strip, in a chunk of their own that routes.ts loads together with this page. On a
 * server-rendered first visit they are already on screen; React takes them over in a pass of their own after the
 * part above (their own Suspense boundary), so neither their code nor their hydration holds a phone's main thread in
 * one long task with the rest. No fallback is ever drawn: the server waits for the chunk, and in the browser it has
 * arrived before this page renders.
 */
const HomeBelowFold = lazy(() => import('./HomeBelowFold').then((module) => ({ default: module.HomeBelowFold })));

export function HomePage() {
  usePageTitle();
  const site = useSiteInfo();
  // The whole page's data in one request, already under way since start-up (app/first-load-query.ts).
  const [home] = useQuery({ query: HomeQuery });
  const { data: courses, error } = sectionResult(home, 'catalogueCourses');
  return (
    <>
      <HiringBanner endsAt={site?.hiringEndsAt} />
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
      <section className="page" aria-labelledby="courses-strip">
        <h2 id="courses-strip">Courses</h2>
        {courses ? (
          <div className="course-grid">
            {courses.slice(0, STRIP_SIZE).map((course, index) => (
              // The strip starts above the fold, on phones too: its first picture is fetched first.
              <CourseCard
                key={course.id}
                course={course}
                to={`/featured-courses/${course.id}`}
                priority={index === 0}
              />
            ))}
          </div>
        ) : error ? (
          <Notice type="error" title={apiErrorMessage(error)} />
        ) : (
          <LoadingBlock />
        )}
      </section>
      <Suspense fallback={null}>
        <HomeBelowFold
          stats={sectionResult(home, 'siteStats')}
          testimonials={sectionResult(home, 'listTestimonials')}
        />
      </Suspense>
    </>
  );
}
