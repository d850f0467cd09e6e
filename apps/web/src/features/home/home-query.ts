import { graphql, type ResultOf } from '../../core/graphql/graphql';
import { ShellFields } from '../../core/shell-data';
import { CatalogueCourseCardFields } from '../catalogue/public';
import { TestimonialFields } from '../content/public';
import { SiteStatsFields } from './site-stats-query';

/**
 * Everything the home page shows from the server, in one request: the shell's session and site details, the
 * adult catalogue's course strip, the figures and the testimonials (issue 8: one round trip). Sent at start-up
 * when the first load is the home page (app/first-load-query.ts), before the page's code arrives; the page reads the
 * same answer.
 */
export const HomeQuery = graphql(
  `
    query Home {
      ...ShellFields
      catalogueCourses(audience: ADULT) {
        ...CatalogueCourseCardFields
      }
      ...SiteStatsFields
      # The carousel shows up to 20 stories, as on the kids page (TestimonialCarousel).
      listTestimonials(limit: 20) {
        items {
          ...TestimonialFields
        }
        nextToken
      }
    }
  `,
  [ShellFields, CatalogueCourseCardFields, SiteStatsFields, TestimonialFields],
);

export type HomeData = ResultOf<typeof HomeQuery>;

/** One course of the home page's strip. */
export type HomeCourse = HomeData['catalogueCourses'][number];
