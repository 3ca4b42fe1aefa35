import { useId } from 'react';
import { formatPrice, PLANS, type PlanId } from '#functions/shared/plans';
import { Badge } from '@/components/ui/badge';
import './plan-choice.css';

/** The plan a checkout starts with unless the person picks another (monthly, "Most Popular": docs/product-rules.md#plans-and-prices). */
export const DEFAULT_PLAN: PlanId = PLANS.find((plan) => plan.mostPopular)?.id ?? 'monthly';

interface PlanChoiceProps {
  /** Names the group for assistive technology, e.g. "Choose your plan". */
  readonly label: string;
  readonly selected: PlanId;
  readonly onSelect: (plan: PlanId) => void;
  readonly disabled?: boolean;
  /** Step 2 lists each plan's features; the resume page keeps the cards short. */
  readonly showFeatures?: boolean;
}

/**
 * The three plans as selectable cards: a radio group, so arrow keys move between plans and the
 * choice is announced. Prices come from the one price list.
 */
export function PlanChoice({ label, selected, onSelect, disabled = false, showFeatures = true }: PlanChoiceProps) {
  const id = useId();
  return (
    <fieldset className="plan-choice" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {PLANS.map((plan) => {
        const checked = plan.id === selected;
        const nameId = `${id}-${plan.id}-name`;
        const detailId = `${id}-${plan.id}-detail`;
        const badgeId = `${id}-${plan.id}-badge`;
        return (
          <label key={plan.id} className={checked ? 'plan-card plan-card--selected' : 'plan-card'}>
            <input
              type="radio"
              className="plan-card__input"
              name={`${id}-plan`}
              value={plan.id}
              checked={checked}
              onChange={() => onSelect(plan.id)}
              aria-labelledby={nameId}
              aria-describedby={plan.mostPopular ? `${badgeId} ${detailId}` : detailId}
            />
            {plan.mostPopular ? (
              <Badge id={badgeId} variant="accent" className="plan-card__badge">
                Most Popular
              </Badge>
            ) : null}
            <span id={nameId} className="plan-card__heading">
              <span className="plan-card__name">{plan.name}</span> <span className="plan-card__price">{formatPrice(plan)}</span>
            </span>
            <span id={detailId} className="plan-card__detail">
              <span className="plan-card__description">{plan.description}</span>
              {showFeatures ? (
                <span className="plan-card__features">
                  {plan.features.map((feature) => (
                    <span key={feature} className="plan-card__feature">
                      {feature}
                    </span>
                  ))}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
