import { campFaqs } from '@eazy2con/shared/camp-faqs';
import { FaqList } from '../../ui/FaqList';
import { TestimonialCarousel } from '../content/public';

/** The lower part of /weekend-camp, loaded as the parent scrolls towards it: what parents say, and the FAQ. */
export function CampMoreSections() {
  return (
    <>
      <TestimonialCarousel heading="What parents say" />
      <div className="page">
        <section className="camp-section" aria-labelledby="camp-faq-heading">
          <h2 id="camp-faq-heading">Frequently Asked Questions</h2>
          <FaqList faqs={campFaqs} />
        </section>
      </div>
    </>
  );
}
