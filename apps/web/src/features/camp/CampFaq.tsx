import { campFaqs } from '@eazy2con/shared/camp-faqs';
import { FaqList } from '../../ui/FaqList';
import './camp.css';

/**
 * The camp's questions: native disclosures (ui/FaqList) that open without script, so the page keeps them as the
 * server drew them (WeekendCampPage, issue 38): in the page from the start, with no code loaded for them.
 */
export function CampFaq() {
  return (
    <div className="page">
      <section className="camp-section" aria-labelledby="camp-faq-heading">
        <h2 id="camp-faq-heading">Frequently Asked Questions</h2>
        <FaqList faqs={campFaqs} />
      </section>
    </div>
  );
}
