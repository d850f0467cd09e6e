import { CheckOutlined } from '@ant-design/icons';
import { adultPlans, trialPanel } from '@eazy2con/shared/plans';
import { usePageTitle } from '../../core/use-page-title';
import { LinkButton } from '../../ui/LinkButton';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import './pricing.css';

export function PricingPage() {
  usePageTitle('Pricing');
  return (
    <div className="page pricing">
      <header className="page__header pricing__header">
        <p className="eyebrow">Pricing</p>
        <h1>Plans for every stage of your journey</h1>
        <p>
          Start free, then pick the kind of mentoring that fits you. Every paid plan includes daily one-on-one time.
        </p>
      </header>

      {/* Spec 1 §2: the trial panel is shown on desktop only; phones see the trial as the first card. */}
      <section className="trial-panel" aria-labelledby="trial-panel-heading" data-testid="trial-panel">
        <div>
          <h2 id="trial-panel-heading">{trialPanel.title}</h2>
          <p className="trial-panel__price">
            <span>{trialPanel.price}</span> {trialPanel.period}
          </p>
        </div>
        <ul>
          {trialPanel.perks.map((perk) => (
            <li key={perk}>
              <CheckOutlined aria-hidden /> {perk}
            </li>
          ))}
        </ul>
        <LinkButton to="/book-mentor" state={{ type: 'Trial' }} size="large" className="trial-panel__action">
          Try it free
        </LinkButton>
      </section>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="pricing__plans-heading">
          Choose your plan
        </h2>
        <div className="plan-grid">
          {adultPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </section>

      <PricingFaq />
    </div>
  );
}
