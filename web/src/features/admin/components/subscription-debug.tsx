import { useState } from 'react';
import { adminDebugSubscription } from '#functions/billing/admin-routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { messageOr } from '@/lib/api-client';
import { useDebugSubscription, type SubscriptionDebug } from '../api/debug-subscription';
import { useSyncSubscription } from '../api/sync-subscription';
import { DebugResult } from './debug-result';
import '../admin.css';

/** The API's own body schema (always defined for this POST): the same "Please enter an email address" on both sides. */
const debugForm = adminDebugSubscription.body!;

/** What the tool shows: the last debug, and after a sync the fields it changed. */
interface Shown {
  readonly debug: SubscriptionDebug;
  readonly changed: readonly string[] | null;
}

/**
 * The subscription debug tool (docs/product-rules.md#subscription-debug-and-sync): our record
 * beside Stripe's for one email, then, once a debug has succeeded, a sync that re-reads Stripe and
 * shows the fresh debug it answers.
 */
export function SubscriptionDebugTool() {
  const debug = useDebugSubscription();
  const sync = useSyncSubscription();
  const [shown, setShown] = useState<Shown | null>(null);

  async function run({ email }: { email: string }) {
    try {
      const answer = await debug.mutateAsync(email);
      if (answer.success && answer.debug) {
        setShown({ debug: answer.debug, changed: null });
        notify({ title: 'Debug analysis complete', description: `Sync health: ${answer.debug.sync_health}` });
      } else {
        setShown(null);
        notify({ title: 'Debug analysis failed', description: answer.error ?? 'No debug result was returned.', variant: 'destructive' });
      }
    } catch (error) {
      console.error('Subscription debug failed:', error);
      setShown(null);
      notify({ title: 'Failed to debug subscription sync', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function runSync(email: string) {
    try {
      const answer = await sync.mutateAsync(email);
      if (!answer.success) {
        notify({
          title: 'Failed to sync subscription status',
          description: answer.error ?? 'The sync did not succeed.',
          variant: 'destructive',
        });
        return;
      }
      if (answer.debug) setShown({ debug: answer.debug, changed: answer.changed });
      notify({
        title: 'Subscription sync completed',
        description:
          answer.changed.length > 0 ? `Updated: ${answer.changed.join(', ')}` : 'The record already matched Stripe: nothing changed.',
      });
    } catch (error) {
      console.error('Subscription sync failed:', error);
      notify({ title: 'Failed to sync subscription status', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <div className="admin-stack">
      <Card as="section" title="Subscription debug" description="Compare a subscriber's record with Stripe, then sync it from Stripe.">
        <Form
          schema={debugForm}
          defaultValues={{ email: '' }}
          onSubmit={run}
          // The empty email is a toast (docs/product-rules.md#subscription-debug-and-sync); the
          // field shows the message too.
          onInvalidValues={(errors) => {
            const message = errors.email?.message;
            if (typeof message === 'string') notify({ title: message, variant: 'destructive' });
          }}
          className="admin-debug-form"
        >
          {({ field, formState }) => (
            <>
              <TextField label="Subscriber email" type="email" autoComplete="off" {...field('email')} />
              <Button type="submit" pending={formState.isSubmitting} pendingLabel="Analyzing...">
                Debug Subscription
              </Button>
            </>
          )}
        </Form>
      </Card>
      {shown ? (
        <DebugResult debug={shown.debug} changed={shown.changed} syncing={sync.isPending} onSync={() => void runSync(shown.debug.email)} />
      ) : null}
    </div>
  );
}
