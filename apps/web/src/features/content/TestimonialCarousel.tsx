import { Alert, Carousel, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../app/graphql/errors';
import { ListTestimonialsQuery, type Testimonial } from './queries';
import { truncateText } from './testimonial-text';
import { useMediaQuery } from './use-media-query';
import './content.css';

/** Spec 1 §4: two slides side by side, one on screens under 480 px, 500 ms per slide change. */
const SLIDES = 2;
const NARROW_SCREEN = '(max-width: 479.98px)';
const SPEED_MS = 500;

/** What learners say, from the database. Used on the home page and the kids pages. */
export function TestimonialCarousel({ heading = 'What our learners say' }: { heading?: string }) {
  const [{ data, fetching, error }] = useQuery({ query: ListTestimonialsQuery, variables: { limit: 20 } });
  const items = data?.listTestimonials.items ?? [];
  // Chosen here rather than with the slider's `responsive` setting, which only reacts to later resizes and so
  // shows two slides on a phone at first load.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const slidesToShow = Math.min(narrow ? 1 : SLIDES, items.length);
  // A site without testimonials yet (no demo content) shows no heading over an empty space.
  if (data && !error && items.length === 0) return null;
  return (
    <section className="testimonials" aria-labelledby="testimonials-heading" data-testid="testimonials">
      <h2 id="testimonials-heading">{heading}</h2>
      {error && <Alert type="error" title={apiErrorMessage(error)} showIcon />}
      {fetching && !data ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      ) : (
        items.length > 0 && (
          <Carousel
            key={slidesToShow}
            className="testimonials__carousel"
            slidesToShow={slidesToShow}
            slidesToScroll={1}
            speed={SPEED_MS}
            arrows
            infinite
          >
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
