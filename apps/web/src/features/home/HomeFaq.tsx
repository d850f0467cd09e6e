import { Link } from 'react-router';
import { homeFaqs } from '@eazy2con/shared/faqs';
import { FaqList } from '../../ui/FaqList';
import './home.css';

/**
 * The home page's questions. Native disclosures (ui/FaqList) with a link: nothing here needs script, so the home
 * page keeps it as the server drew it (HomeBelowFold, issue 38).
 */
export function HomeFaq() {
  return (
    <section className="home-section home-faq" aria-labelledby="home-faq-heading">
      <h2 id="home-faq-heading">Frequently Asked Questions</h2>
      <FaqList faqs={homeFaqs} />
      <p className="home-faq__more">
        More answers about payments, refunds and mentors on the <Link to="/pricing">pricing page</Link>.
      </p>
    </section>
  );
}
