import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import type { SectionResult } from '../../core/graphql/section-result';
import { Carousel } from '../../ui/Carousel';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { ListTestimonialsQuery, type Testimonial } from './queries';
import { truncateText } from './testimonial-text';
import { useMediaQuery } from '../../ui/use-media-query';
import './content.css';

/** Spec 1 §4: two slides side by side, one on screens under 480 px, 500 ms per slide change. */
const SLIDES = 2;
const NARROW_SCREEN = '(max-width: 479.98px)';
const SPEED_MS = 500;

interface Props {
  heading?: string;
  /** The stories from a page's own query (the home page's one request); without it the carousel asks for them. */
  result?: SectionResult<{ items: Testimonial[] }>;
}

/** What learners say, from the database. Used on the home page and the kids pages. */
export function TestimonialCarousel({ heading = 'What our learners say', result }: Props) {
  const [own] = useQuery({ query: ListTestimonialsQuery, variables: { limit: 20 }, pause: result !== undefined });
  const { fetching, error } = result ?? own;
  const list = result ? result.data : own.data?.listTestimonials;
  const data = list ? { items: list.items } : undefined;
  const items = data?.items ?? [];
  const narrow = useMediaQuery(NARROW_SCREEN);
  const slidesToShow = Math.min(narrow ? 1 : SLIDES, items.length);
  // A site without testimonials yet (no demo content) shows no heading over an empty space.
  if (data && !error && items.length === 0) return null;
  return (
    <section className="testimonials" aria-labelledby="testimonials-heading" data-testid="testimonials">
      <h2 id="testimonials-heading">{heading}</h2>
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {fetching && !data ? (
        <Skeleton avatar rows={4} />
      ) : (
        items.length > 0 && (
          <Carousel className="testimonials__carousel" slidesToShow={slidesToShow} speedMs={SPEED_MS} label={heading}>
            {items.map((item) => (
              <TestimonialSlide key={item.id} testimonial={item} />
            ))}
          </Carousel>
        )
      )}
    </section>
  );
}

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial" data-testid="testimonial">
      <h3 className="testimonial__title">{testimonial.title}</h3>
      <blockquote className="testimonial__body">{truncateText(testimonial.body)}</blockquote>
      <figcaption className="testimonial__author">
        <img src={testimonial.image} alt="" width={56} height={56} loading="lazy" />
        <span>
          <strong>{testimonial.clientName}</strong>
          <span className="testimonial__role">{testimonial.portfolio}</span>
        </span>
      </figcaption>
    </figure>
  );
}
