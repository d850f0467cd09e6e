import { useQuery } from 'urql';
import { apiErrorMessage } from '../../app/graphql/errors';
import { bootcampVideoSlides } from './bootcamp-videos';
import { BootcampVideosQuery } from './queries';
import { useNearViewport } from './use-near-viewport';
import { VideoCarousel } from './VideoCarousel';

/** The 'watch-video' section: the tracks' course videos, asked for when a visitor scrolls near them. */
export function BootcampVideos({ id }: { id: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const [{ data, error }] = useQuery({ query: BootcampVideosQuery, pause: !near });
  const slides = data ? bootcampVideoSlides(data.catalogueCourses) : [];
  // A catalogue without any of the tracks' videos shows no empty section.
  if (data && slides.length === 0) return null;
  return (
    <section id={id} ref={ref} tabIndex={-1} className="bootcamp-section bootcamp-videos" aria-labelledby="videos-heading">
      <h2 id="videos-heading">Watch what you will learn</h2>
      {error && (
        <p className="bootcamp-error" role="alert">
          {apiErrorMessage(error)}
        </p>
      )}
      {/* The placeholder keeps the section's height, so the register section below does not move as videos arrive. */}
      {slides.length > 0 ? <VideoCarousel slides={slides} /> : !error && <div className="video-frame bootcamp-videos__placeholder" />}
    </section>
  );
}
