import { FeaturedCoursePage } from '../catalogue/public';

/** A kids catalogue course, /featured-kid-courses/{id} (spec 2 §2): the adult course page with kid content. */
export function FeaturedKidCoursePage() {
  return <FeaturedCoursePage audience="KID" />;
}
