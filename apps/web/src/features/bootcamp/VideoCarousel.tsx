import { useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { VideoSlide } from './bootcamp-videos';
import { VideoEmbed } from '../../ui/VideoEmbed';

/**
 * One video at a time with previous/next buttons and a button per video (WAI-ARIA carousel pattern). Only the
 * slide shown has a player, and it loads when pressed (VideoEmbed): no hidden iframes to tab into, and at most one
 * embed to load instead of six.
 */
export function VideoCarousel({ slides }: { slides: VideoSlide[] }) {
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  if (!slide) return null;
  const go = (to: number) => setIndex((to + slides.length) % slides.length);
  return (
    <div className="video-carousel" role="region" aria-roledescription="carousel" aria-label="Bootcamp videos">
      <div
        className="video-carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${slides.length}: ${slide.title}`}
        data-testid="video-slide"
      >
        <div className="video-frame">
          <VideoEmbed key={slide.id} src={slide.video} title={slide.title} />
        </div>
        <p className="video-carousel__caption">{slide.title}</p>
      </div>
      {slides.length > 1 && (
        <div className="video-carousel__controls">
          <button
            type="button"
            className="video-carousel__arrow"
            aria-label="Previous video"
            onClick={() => go(index - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
          <div className="video-carousel__dots">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                className="video-carousel__dot"
                aria-label={`Show video ${i + 1}: ${s.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="video-carousel__arrow" aria-label="Next video" onClick={() => go(index + 1)}>
            <RightOutlined aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
