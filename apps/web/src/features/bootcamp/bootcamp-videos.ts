import type { BootcampTrackId } from '@eazy2con/shared/bootcamp';

/**
 * The videos of the bootcamp's carousel are the catalogue courses' own videos (real content the team keeps in the
 * catalogue, not stock clips), one per track that has a catalogue course, in the order of the tracks. Backend shares
 * the web development course with Frontend, so its video plays once.
 */
export const trackCatalogueCourse: Record<BootcampTrackId, string> = {
  'forex-crypto-trading': 'cryptocurrency-trading',
  frontend: 'web-development',
  'digital-marketing': 'digital-marketing',
  backend: 'web-development',
  'data-analysis': 'data-science',
  'ui-ux': 'ui-ux-design',
};

export interface VideoSlide {
  id: string;
  title: string;
  video: string;
}

/** The slides, from the catalogue courses the server answered with: each linked course once, with a video. */
export function bootcampVideoSlides(
  courses: readonly { id: string; title: string; video: string | null }[],
): VideoSlide[] {
  const byId = new Map(courses.map((course) => [course.id, course]));
  const slides: VideoSlide[] = [];
  for (const courseId of new Set(Object.values(trackCatalogueCourse))) {
    const course = byId.get(courseId);
    if (course?.video) slides.push({ id: course.id, title: course.title, video: course.video });
  }
  return slides;
}
