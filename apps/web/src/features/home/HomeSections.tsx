import { Link } from 'react-router';
import { useQuery } from 'urql';
import { homeFaqs } from '@eazy2con/shared/faqs';
import { LinkButton } from '../../ui/LinkButton';
import { FaqList } from '../../ui/FaqList';
import type { SectionResult } from '../../core/graphql/section-result';
import { formatCount } from './home-format';
import { SiteStatsQuery, type SiteStats } from './site-stats-query';
import './home.css';

/**
 * Spec 1 §1/§9 prints '48+ Courses / 100+ Dedicated Students / 84 Mentors'; the band shows the real counts instead
 * (docs/decisions/0004), and nothing rather than made-up figures when they cannot be read.
 */
const STATS: { key: 'courses' | 'students' | 'mentors'; one: string; many: string }[] = [
  { key: 'courses', one: 'Course', many: 'Courses' },
  { key: 'students', one: 'Dedicated Student', many: 'Dedicated Students' },
  { key: 'mentors', one: 'Mentor', many: 'Mentors' },
];

interface BandItem {
  key: string;
  figure: string;
  label: string;
}

/**
 * What the band can say truthfully (issue 20): a figure under the server's floor (STATS_FLOOR) reads as a warning
 * ('0 Dedicated Students'), so it is left out; a small team of mentors is told as it is, with where they live.
 */
export function bandItems(stats: SiteStats): BandItem[] {
  const items: BandItem[] = [];
  for (const { key, one, many } of STATS) {
    const value = stats[key];
    const label = value === 1 ? one : many;
    if (value >= stats.floor && value > 0) items.push({ key, figure: formatCount(value), label });
    else if (key === 'mentors' && value > 0) {
      const countries = stats.mentorCountries === 1 ? '1 country' : `${formatCount(stats.mentorCountries)} countries`;
      items.push({ key, figure: formatCount(value), label: `${label} from ${countries}` });
    }
  }
  return items;
}

const STEPS = [
  {
    title: 'Create a free account',
    text: 'Fill in the book-mentor form with the course you want to learn and when you would like to start. It takes two minutes.',
  },
  {
    title: 'Get connected with mentors',
    text: 'We match you with a mentor from the top 5% of experts in your field, for one-on-one or small-group sessions.',
  },
  {
    title: 'Climb the ladder fast',
    text: 'Build real projects with feedback from someone who does the job every day, and move into your next role sooner.',
  },
];

/** The figures: from the home page's one query (`result`), or from a query of its own when used alone. */
export function StatsBand({ result }: { result?: SectionResult<SiteStats> }) {
  const [own] = useQuery({ query: SiteStatsQuery, pause: result !== undefined });
  const error = result ? result.error : own.error;
  const stats = result ? result.data : own.data?.siteStats;
  if (error) return null;
  const items = stats ? bandItems(stats) : STATS.map(({ key, many }) => ({ key, figure: '…', label: many }));
  if (items.length === 0) return null;
  return (
    <section className="stats-band" aria-label="Eazy2con in numbers" aria-busy={!stats} data-testid="stats-band">
      <ul>
        {items.map(({ key, figure, label }) => (
          <li key={key}>
            <strong data-testid={`stat-${key}`}>{figure}</strong>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section className="home-section how-it-works" aria-labelledby="how-heading">
      <h2 id="how-heading">How it works</h2>
      <ol className="how-it-works__steps">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <span className="how-it-works__number" aria-hidden>
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="home-section__action">
        <LinkButton to="/pricing" type="primary" size="large">
          Find a mentor today
        </LinkButton>
      </div>
    </section>
  );
}

export function MentorBanner() {
  return (
    <section className="promo-banner promo-banner--mentor" aria-labelledby="mentor-banner-heading">
      <div className="promo-banner__inner">
        <div>
          <h2 id="mentor-banner-heading">Share Your Expertise, Make A Difference</h2>
          <p>
            Teach what you know one-on-one, on your own schedule, and help the next generation of Nigerian tech talent
            grow. Mentors are paid for every learner they take.
          </p>
        </div>
        <LinkButton to="/add-mentor" size="large">
          Become a Mentor today
        </LinkButton>
      </div>
    </section>
  );
}

export function KidsBanner() {
  return (
    <section className="promo-banner promo-banner--kids" aria-labelledby="kids-banner-heading">
      <div className="promo-banner__inner">
        <div>
          <h2 id="kids-banner-heading">Groom Your Kids In Tech</h2>
          <p>
            Coding, animation, graphic design and AI for ages 7 to 17, taught live by patient mentors in small weekend
            classes. Turn screen time into making time.
          </p>
        </div>
        <LinkButton to="/kid-tech" type="primary" size="large">
          Book a Mentor
        </LinkButton>
      </div>
    </section>
  );
}

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
