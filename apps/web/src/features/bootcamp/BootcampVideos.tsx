import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { bootcampVideoSlides } from './bootcamp-videos';
import { BootcampVideosQuery } from './queries';
import { useNearViewport } from '../../ui/use-near-viewport';
import { VideoCarousel } from './VideoCarousel';

/**
 * The 'watch-video' section: the tracks' course videos, asked for when a visitor scrolls near them. The query's
 * component mounts then, rather than a paused query un-pausing: on a server-rendered page that is already scrolled
 * there (a reload), un-pausing while the page hydrated left urql's hook re-rendering without end.
 */
export function BootcampVideos({ id }: { id: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  // A catalogue without any of the tracks' videos shows no empty section.
  const [empty, setEmpty] = useState(false);
  if (empty) return null;
  return (
    <section
      id={id}
      ref={ref}
      tabIndex={-1}
      className="bootcamp-section bootcamp-videos"
      aria-labelledby="videos-heading"
    >
      <h2 id="videos-heading">Watch what you will learn</h2>
      {near ? <Videos onEmpty={() => setEmpty(true)} /> : <Placeholder />}
    </section>
  );
}

/** The placeholder keeps the section's height, so the register section below does not move as videos arrive. */
const Placeholder = () => <div className="video-frame bootcamp-videos__placeholder" />;

function Videos({ onEmpty }: { onEmpty: () => void }) {
  const [{ data, error }] = useQuery({ query: BootcampVideosQuery });
  const slides = data ? bootcampVideoSlides(data.catalogueCourses) : [];
  const none = data !== undefined && slides.length === 0;
  useEffect(() => {
    if (none) onEmpty();
  }, [none, onEmpty]);
  if (error) {
    return (
      <p className="bootcamp-error" role="alert">
        {apiErrorMessage(error)}
      </p>
    );
  }
  return slides.length > 0 ? <VideoCarousel slides={slides} /> : <Placeholder />;
}
