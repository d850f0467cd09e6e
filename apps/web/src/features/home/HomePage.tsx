import { Suspense, lazy } from 'react';
import { useQuery } from 'urql';
import { sectionResult } from '../../core/graphql/section-result';
import { usePageTitle } from '../../core/use-page-title';
import { useSiteInfo } from '../../core/site-info';
import { serverDrawn } from '../../ui/ServerDrawn';
import { HiringBanner } from './HiringBanner';
import { HomeQuery } from './home-query';
import './home.css';

/**
 * The hero and the course strip only show: kept as the server drew them when the page becomes the app's (issue 38).
 * In the browser (a navigation to the home page) their code loads with the page: they suspend to the page's boundary.
 */
const HomeHero = serverDrawn(() => import('./HomeShowcase').then((module) => module.HomeHero));
const CourseStrip = serverDrawn(() => import('./HomeShowcase').then((module) => module.CourseStrip));

/**
 * The sections after the course strip, in a chunk of their own that routes.ts loads together with this page. On a
 * server-rendered first visit they are already on screen; React takes them over in a pass of their own after the
 * part above (their own Suspense boundary), so neither their code nor their hydration holds a phone's main thread in
 * one long task with the rest. No fallback is drawn for it: the server waits for the chunk, and in the browser it has
 * arrived before this page renders (its promotions, kept as the server drew them, load their own code when the
 * browser draws the page, and show a moment later).
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
      <HomeHero />
      <CourseStrip courses={courses} error={error} />
      <Suspense fallback={null}>
        <HomeBelowFold
          stats={sectionResult(home, 'siteStats')}
          testimonials={sectionResult(home, 'listTestimonials')}
        />
      </Suspense>
    </>
  );
}
