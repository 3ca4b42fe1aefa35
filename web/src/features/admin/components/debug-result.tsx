import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import type { SubscriptionDebug } from '../api/debug-subscription';
import { ENVIRONMENT_LABELS, formatWhen } from '../admin-format';
import '../admin.css';

/** HEALTHY is shown as good, any other value as a warning (docs/product-rules.md#subscription-debug-and-sync). */
export function SyncHealthBadge({ health }: { readonly health: SubscriptionDebug['sync_health'] }) {
  return health === 'HEALTHY' ? <Badge variant="success">HEALTHY</Badge> : <Badge variant="warning">{health}</Badge>;
}

export interface DebugResultProps {
  readonly debug: SubscriptionDebug;
  /** After a sync: the fields it changed (empty when the record already matched). */
  readonly changed: readonly string[] | null;
  readonly syncing: boolean;
  readonly onSync: () => void;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const orNone = (value: string | null) => value ?? '—';

/** A subscription debug object laid out for reading, with the Sync action. */
export function DebugResult({ debug, changed, syncing, onSync }: DebugResultProps) {
  const { database, stripe } = debug;
  return (
    <Card
      as="section"
      title={`Debug result for ${debug.email}`}
      footer={
        <Button pending={syncing} pendingLabel="Syncing..." onClick={onSync}>
          Sync from Stripe
        </Button>
      }
    >
      <dl className="admin-facts">
        <Fact term="Sync health">
          <SyncHealthBadge health={debug.sync_health} />
        </Fact>
        <Fact term="Environment">{ENVIRONMENT_LABELS[debug.environment]}</Fact>
      </dl>
      {changed !== null ? (
        <p role="status">
          {changed.length > 0 ? `Sync changed: ${changed.join(', ')}` : 'Sync changed nothing: the record already matched Stripe.'}
        </p>
      ) : null}

      <Subsection title="Discrepancies">
        {debug.discrepancies.length === 0 ? (
          <p className="muted">None: the record matches Stripe.</p>
        ) : (
          <ul className="admin-list">
            {debug.discrepancies.map((item) => (
              <li key={item.field}>
                <strong>{item.field}</strong>
                {`: ${item.message} (database ${orNone(item.database)}, Stripe ${orNone(item.stripe)})`}
              </li>
            ))}
          </ul>
        )}
      </Subsection>

      <Subsection title="Recommendations">
        {debug.recommendations.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="admin-list">
            {debug.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </Subsection>

      <Subsection title="Database">
        <dl className="admin-facts">
          <Fact term="User id">{database.user_id}</Fact>
          <Fact term="Email">{database.email}</Fact>
          <Fact term="First name">{database.first_name}</Fact>
          <Fact term="Niche">{orNone(database.niche)}</Fact>
          <Fact term="Subscribed">{yesNo(database.subscribed)}</Fact>
          <Fact term="Status">{orNone(database.subscription_status)}</Fact>
          <Fact term="Tier">{orNone(database.subscription_tier)}</Fact>
          <Fact term="Subscription end">{formatWhen(database.subscription_end)}</Fact>
          <Fact term="Onboarding completed">{yesNo(database.onboarding_completed)}</Fact>
          <Fact term="Stripe customer">{orNone(database.stripe_customer_id)}</Fact>
          <Fact term="Test mode">{yesNo(database.test_mode)}</Fact>
          <Fact term="Updated">{formatWhen(database.updated_at)}</Fact>
          <Fact term="Mismatched">{database.mismatched ? <Badge variant="warning">Yes</Badge> : 'No'}</Fact>
        </dl>
      </Subsection>

      <Subsection title="Stripe">
        {stripe.customer ? (
          <dl className="admin-facts">
            <Fact term="Customer">{stripe.customer.id}</Fact>
            <Fact term="Customer email">{orNone(stripe.customer.email)}</Fact>
            <Fact term="Created">{formatWhen(stripe.customer.created)}</Fact>
            <Fact term="Live mode">{yesNo(stripe.customer.livemode)}</Fact>
            <Fact term="Deleted">{stripe.customer.deleted ? <Badge variant="danger">Deleted</Badge> : 'No'}</Fact>
          </dl>
        ) : (
          <p className="muted">No Stripe customer.</p>
        )}
        <Table
          caption="Stripe subscriptions"
          columns={[
            { id: 'id', header: 'Subscription', rowHeader: true, cell: (row) => row.id },
            { id: 'status', header: 'Status', cell: (row) => row.status },
            { id: 'tier', header: 'Tier', cell: (row) => orNone(row.tier) },
            { id: 'cancel', header: 'Cancels at period end', cell: (row) => yesNo(row.cancel_at_period_end) },
            { id: 'period', header: 'Period end', cell: (row) => formatWhen(row.current_period_end) },
            { id: 'trial', header: 'Trial end', cell: (row) => formatWhen(row.trial_end) },
            { id: 'created', header: 'Created', cell: (row) => formatWhen(row.created) },
          ]}
          rows={stripe.subscriptions}
          rowKey={(row) => row.id}
          empty="No subscriptions in Stripe."
        />
      </Subsection>

      <Subsection title="Recent webhooks">
        <Table
          caption="Recent webhooks"
          hideCaption
          columns={[
            { id: 'type', header: 'Event', rowHeader: true, cell: (row) => row.type },
            { id: 'received', header: 'Received', cell: (row) => formatWhen(row.received_at) },
            { id: 'outcome', header: 'Outcome', cell: (row) => row.outcome },
            { id: 'id', header: 'Event id', cell: (row) => row.id },
          ]}
          rows={debug.recent_webhooks}
          rowKey={(row) => row.id}
          empty="No Stripe events received for this customer."
        />
      </Subsection>
    </Card>
  );
}

function Subsection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="admin-subsection">
      <h3 className="admin-subsection__title">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
