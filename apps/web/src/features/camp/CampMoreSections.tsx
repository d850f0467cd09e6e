import { TestimonialCarousel } from '../content/public';

/** The lower part of /weekend-camp, loaded as the parent scrolls towards it: what parents say (a carousel). */
export function CampMoreSections() {
  return <TestimonialCarousel heading="What parents say" />;
}
