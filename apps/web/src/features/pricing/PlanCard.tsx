import { CheckOutlined } from '@ant-design/icons';
import type { AdultPlan, KidPlan } from '@eazy2con/shared/plans';
import { LinkButton } from '../../ui/LinkButton';
import './pricing.css';

/**
 * One plan: bookable plans lead to their booking form with the plan in navigation state (spec 1 §2);
 * Organisation leads to the contact page. The kids page reuses it with the kids plans.
 */
export function PlanCard({ plan }: { plan: AdultPlan | KidPlan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      className="plan-card"
      aria-labelledby={headingId}
      data-testid="plan-card"
      style={{ ['--plan-colour' as string]: plan.colour }}
    >
      <header className="plan-card__header">
        <h3 id={headingId}>{plan.title}</h3>
        <p className="plan-card__price">
          <span className="plan-card__amount">{plan.price}</span>{' '}
          <span className="plan-card__period">{plan.period}</span>
        </p>
      </header>
      <ul className="plan-card__perks">
        {plan.perks.map((perk) => (
          <li key={perk}>
            <CheckOutlined aria-hidden /> {perk}
          </li>
        ))}
      </ul>
      {plan.type === 'Organisation' ? (
        <LinkButton to={plan.to} size="large" block aria-label={`Contact us about the ${plan.title} plan`}>
          Contact us
        </LinkButton>
      ) : (
        <LinkButton
          to={plan.to}
          state={{ type: plan.type }}
          type="primary"
          size="large"
          block
          aria-label={`Choose the ${plan.title}`}
        >
          {plan.amountNaira === 0 ? 'Start free trial' : 'Choose plan'}
        </LinkButton>
      )}
    </article>
  );
}
