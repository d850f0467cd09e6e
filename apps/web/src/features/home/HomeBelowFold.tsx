import type { SectionResult } from '../../core/graphql/section-result';
import { serverDrawn } from '../../ui/ServerDrawn';
import { NewsletterBlock, TestimonialCarousel, type Testimonial } from '../content/public';
import { BlogTeaser } from './BlogTeaser';
import { StatsBand } from './HomeSections';
import type { SiteStats } from './site-stats-query';

/** How it works and the two banners: text and links only, kept as the server drew them (issue 38). */
const HomePromos = serverDrawn(() => import('./HomePromos').then((module) => module.HomePromos), { belowFold: true });
/** The questions open and close without script (native disclosures): kept as the server drew them too. */
const HomeFaq = serverDrawn(() => import('./HomeFaq').then((module) => module.HomeFaq), { belowFold: true });

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
      <HomePromos />
      <TestimonialCarousel result={testimonials} />
      <BlogTeaser />
      <HomeFaq />
      <NewsletterBlock />
    </>
  );
}
