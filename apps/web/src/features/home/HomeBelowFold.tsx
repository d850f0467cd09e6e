import type { SectionResult } from '../../core/graphql/section-result';
import { Hydrate } from '../../ui/Hydrate';
import { NewsletterBlock, TestimonialCarousel, type Testimonial } from '../content/public';
import { BlogTeaser } from './BlogTeaser';
import { HomeFaq, HowItWorks, KidsBanner, MentorBanner, StatsBand } from './HomeSections';
import type { SiteStats } from './site-stats-query';

interface Props {
  stats: SectionResult<SiteStats>;
  testimonials: SectionResult<{ items: Testimonial[] }>;
}

/**
 * The home page after its course strip: below the fold on a phone. Its own chunk (HomePage loads it lazily), so that
 * a phone evaluates its code (the newsletter form's schema library among it) and hydrates it in tasks of their own,
 * after the part on screen; the server renders it with the rest of the page.
 */
export function HomeBelowFold({ stats, testimonials }: Props) {
  return (
    <>
      <StatsBand result={stats} />
      {/* The static sections hydrate when they come near the screen or are touched (issue 27); their links work as
          plain links before that. The FAQ hydrates with the page: a tap on a question must open it, and React does
          not replay a click on a section still waiting to hydrate. */}
      <Hydrate>
        <HowItWorks />
        <MentorBanner />
        <KidsBanner />
      </Hydrate>
      <TestimonialCarousel result={testimonials} />
      <BlogTeaser />
      <HomeFaq />
      <NewsletterBlock />
    </>
  );
}
