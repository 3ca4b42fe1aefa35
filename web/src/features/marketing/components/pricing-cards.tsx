import { PLANS } from '#functions/shared/plans';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useReferralHref } from '@/lib/referral-link';

/** The three plans, from the one price list. Every plan starts with the free trial. */
export function PricingCards() {
  const signUpHref = useReferralHref(paths.onboarding);
  return (
    <div className="mk-grid mk-grid--3 mk-pricing">
      {PLANS.map((plan) => (
        <Card
          as="article"
          key={plan.id}
          tone={plan.mostPopular ? 'highlight' : 'default'}
          className="mk-plan"
          footer={
            <a className={buttonClass({ variant: plan.mostPopular ? 'primary' : 'outline', block: true })} href={signUpHref}>
              Start Free Trial
            </a>
          }
        >
          {plan.mostPopular ? (
            <Badge variant="accent" className="mk-plan__badge">
              Most Popular
            </Badge>
          ) : null}
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
        </Card>
      ))}
    </div>
  );
}
