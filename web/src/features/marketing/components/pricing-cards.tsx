import { PLANS } from '../../../../../functions/domain/plans';
import { paths } from '@/config/paths';

/** The three plans, from the one price list. Every plan starts with the free trial. */
export function PricingCards() {
  return (
    <div className="mk-grid mk-grid--3 mk-pricing">
      {PLANS.map((plan) => (
        <article key={plan.id} className={plan.mostPopular ? 'card mk-card mk-plan mk-plan--popular' : 'card mk-card mk-plan'}>
          {plan.mostPopular ? <p className="mk-plan__badge">Most Popular</p> : null}
          <h3 className="mk-plan__name">{plan.name}</h3>
          <p className="mk-plan__price">
            <span className="mk-plan__amount">{`$${plan.price}`}</span>
            <span className="mk-plan__period">{`/${plan.period}`}</span>
          </p>
          <p className="muted">{plan.description}</p>
          <ul className="mk-checklist">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <a
            className={plan.mostPopular ? 'button button--primary button--block' : 'button button--outline button--block'}
            href={paths.onboarding}
          >
            Start Free Trial
          </a>
        </article>
      ))}
    </div>
  );
}
