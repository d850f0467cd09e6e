import { Children, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import './carousel.css';

interface CarouselProps {
  /** Slides side by side. */
  slidesToShow: number;
  /** How long a move takes. */
  speedMs: number;
  /** What the slides are, for screen readers ('Testimonials'). */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;

/**
 * Slides moved one at a time by arrows, dots or a swipe, endlessly (Ant Design's `Carousel` with `arrows` and
 * `infinite`, which brings react-slick and the style engine: about 35 kB gzip). WAI-ARIA carousel: the slides out
 * of view are hidden from screen readers and keyboards (`inert`). The first slides are repeated after the last so
 * that moving on from the last one slides on to the first, as the Ant Design carousel does.
 */
export function Carousel({ slidesToShow, speedMs, label, className, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const show = Math.max(1, Math.min(slidesToShow, count));
  const canMove = count > show;
  // The first slide in view; from `count` on, the repeated first slides are in view.
  const [start, setStart] = useState(0);
  const [animate, setAnimate] = useState(true);
  const swipeFrom = useRef<number | null>(null);
  // A new number of slides in view (a phone turned, or a phone's first render after the server's page, which has two)
  // starts again from the first slide, without motion. Adjusted here rather than by remounting the carousel (a `key`),
  // which rebuilt every slide's elements in one blocking task as a server-rendered home page was taken over.
  const [shownFor, setShownFor] = useState(show);
  if (shownFor !== show) {
    setShownFor(show);
    if (start !== 0) {
      setAnimate(false);
      setStart(0);
    }
  }

  // After sliding onto the repeated first slides, jump back to the real ones without motion (they look the same).
  useEffect(() => {
    if (start < count) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setStart(start - count);
    }, speedMs);
    return () => clearTimeout(timer);
  }, [start, count, speedMs]);
  // Motion back on once the jump has been drawn.
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => setAnimate(true));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  const next = () => setStart((current) => (current >= count ? current : current + 1));
  const previous = () => {
    if (start > 0) {
      setStart(start - 1);
      return;
    }
    // From the first slide back to the last: jump to the repeated first slides, then slide back by one.
    setAnimate(false);
    setStart(count);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        setAnimate(true);
        setStart(count - 1);
      }),
    );
  };
  const current = start % Math.max(count, 1);
  // Positions in the track (the repeated slides included) that are on screen.
  const inView = (index: number) => index >= start && index < start + show;

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null || !canMove) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (moved <= -SWIPE_PX) next();
    else if (moved >= SWIPE_PX) previous();
  };

  const track = canMove ? [...slides, ...slides.slice(0, show)] : slides;
  return (
    <div
      className={`carousel${className ? ` ${className}` : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          className="carousel__track"
          style={{
            transform: `translateX(-${(start * 100) / show}%)`,
            transition: animate ? `transform ${speedMs}ms ease` : 'none',
          }}
        >
          {track.map((slide, index) => {
            const visible = inView(index);
            const clone = index >= count;
            return (
              <div
                key={index}
                className="carousel__slide"
                style={{ flexBasis: `${100 / show}%` }}
                role="group"
                aria-roledescription="slide"
                aria-label={`${(index % count) + 1} of ${count}`}
                aria-hidden={!visible}
                inert={!visible}
                data-active={visible}
                data-clone={clone || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {canMove && (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-label="Previous slide" onClick={previous}>
            <LeftOutlined aria-hidden />
          </button>
          <div className="carousel__dots">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setStart(index)}
              />
            ))}
          </div>
          <button type="button" className="carousel__arrow" aria-label="Next slide" onClick={next}>
            <RightOutlined aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
