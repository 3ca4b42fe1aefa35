import { useId, useState } from 'react';
import type { StripeEnvironment } from '#functions/shared/schemas';
import { planById } from '#functions/shared/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AdminSummary, BusinessFigures } from '../api/get-admin-summary';
import { ENVIRONMENT_LABELS, formatDollars, formatNumber, formatRate } from '../admin-format';
import { StatCard } from './stat-card';
import '../admin.css';

const MODES: readonly StripeEnvironment[] = ['production', 'sandbox'];
const MODE_BUTTON_LABELS: Record<StripeEnvironment, string> = { production: 'Production', sandbox: 'Sandbox' };

export interface BusinessFiguresSectionProps {
  readonly summary: AdminSummary;
  /** The mode the app takes payments in; null while it is unknown (the figures then show production). */
  readonly paymentsIn: StripeEnvironment | null;
}

/**
 * The numbers a subscription business runs on, for one Stripe mode at a time: the mode payments
 * are taken in first (the sandbox's are test payments, labelled as such), the other a click away.
 */
export function BusinessFiguresSection({ summary, paymentsIn }: BusinessFiguresSectionProps) {
  // null follows the setting, so a switch of the Stripe environment moves the figures with it.
  const [chosen, setChosen] = useState<StripeEnvironment | null>(null);
  const mode = chosen ?? paymentsIn ?? 'production';
  const figures = summary[mode];
  const titleId = useId();

  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <div className="admin-section__head">
        <h2 id={titleId} className="admin-section__title">
          {'Revenue and trials '}
          {mode === 'sandbox' ? <Badge variant="warning">Test mode</Badge> : <Badge variant="info">Live</Badge>}
        </h2>
        <div className="admin-mode-switch" role="group" aria-label="Stripe mode of the figures">
          {MODES.map((item) => (
            <Button key={item} variant="ghost" size="small" aria-pressed={item === mode} onClick={() => setChosen(item)}>
              {MODE_BUTTON_LABELS[item]}
            </Button>
          ))}
        </div>
      </div>
      <p className="muted">
        {`${ENVIRONMENT_LABELS[mode]} figures.`}
        {paymentsIn ? (paymentsIn === mode ? ' Payments are taken in this mode.' : ` Payments are taken in ${paymentsIn} mode.`) : null}
      </p>
      <FigureCards figures={figures} />
    </section>
  );
}

function FigureCards({ figures }: { readonly figures: BusinessFigures }) {
  const conversionNote =
    figures.trialsEndedLast30Days === 0
      ? 'No trial ended in the last 30 days'
      : `${formatNumber(figures.trialsConvertedLast30Days)} of ${formatNumber(figures.trialsEndedLast30Days)} ended trials became paid`;
  return (
    <ul className="admin-cards">
      <StatCard title="MRR" value={formatDollars(figures.mrrCents)} note="Weekly and yearly plans converted to a month">
        {figures.byPlan.length > 0 ? (
          <ul className="admin-plan-split" aria-label="MRR by plan">
            {figures.byPlan.map((plan) => (
              <li key={plan.plan}>
                {`${planById(plan.plan).name}: ${formatDollars(plan.mrrCents)} (${formatNumber(plan.subscriptions)} ${plan.subscriptions === 1 ? 'subscription' : 'subscriptions'})`}
              </li>
            ))}
          </ul>
        ) : null}
      </StatCard>
      <StatCard title="Trials started (30 days)" value={formatNumber(figures.trialsStartedLast30Days)} />
      <StatCard title="Trial-to-paid conversion (30 days)" value={formatRate(figures.trialConversionRate)} note={conversionNote} />
      <StatCard title="Cancellations this month" value={formatNumber(figures.cancellationsThisMonth)} />
      <StatCard title="Past due" value={formatNumber(figures.pastDue)} warning={figures.pastDue > 0} />
    </ul>
  );
}
