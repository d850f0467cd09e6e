// What other features may use from content: the hero's buttons, the testimonials, the newsletter block.
export { HeroActions } from './HeroActions';
export { NewsletterBlock } from './NewsletterBlock';
export { TestimonialCarousel } from './TestimonialCarousel';
export { TestimonialFields, type Testimonial } from './queries';
