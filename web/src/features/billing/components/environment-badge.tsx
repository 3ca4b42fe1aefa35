import type { StripeEnvironment } from '../../../../../functions/contract/schemas';
import './environment-badge.css';

/** Which Stripe keys this person's payment will use (spec 2, step 2). */
export const ENVIRONMENT_LABELS: Record<StripeEnvironment, string> = {
  sandbox: 'Sandbox',
  production: 'Production',
};

/** Spec 6: shown beside the badge for an email containing "sctest". */
export const TEST_MODE_LABEL = 'Test mode (sctest email detected)';

export function EnvironmentBadge({ environment, testMode }: { readonly environment: StripeEnvironment; readonly testMode: boolean }) {
  return (
    <p className="env-badges">
      <span className={`env-badge env-badge--${environment}`} title="Payment environment">
        <span className="sr-only">Payment environment: </span>
        {ENVIRONMENT_LABELS[environment]}
      </span>
      {testMode ? <span className="env-badge env-badge--test">{TEST_MODE_LABEL}</span> : null}
    </p>
  );
}
