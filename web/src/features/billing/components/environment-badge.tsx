import type { StripeEnvironment } from '#functions/shared/schemas';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import './environment-badge.css';

/** Which Stripe keys this person's payment will use (docs/product-rules.md#checkout). */
export const ENVIRONMENT_LABELS: Record<StripeEnvironment, string> = {
  sandbox: 'Sandbox',
  production: 'Production',
};

/** Sandbox is the one to notice: no real money moves. */
const ENVIRONMENT_VARIANTS: Record<StripeEnvironment, BadgeVariant> = {
  sandbox: 'warning',
  production: 'success',
};

/** Shown beside the badge for an email containing "sctest" (docs/product-rules.md#checkout). */
export const TEST_MODE_LABEL = 'Test mode (sctest email detected)';

export function EnvironmentBadge({ environment, testMode }: { readonly environment: StripeEnvironment; readonly testMode: boolean }) {
  return (
    <p className="env-badges">
      <Badge variant={ENVIRONMENT_VARIANTS[environment]} title="Payment environment">
        <span className="sr-only">Payment environment: </span>
        {ENVIRONMENT_LABELS[environment]}
      </Badge>
      {testMode ? <Badge variant="neutral">{TEST_MODE_LABEL}</Badge> : null}
    </p>
  );
}
