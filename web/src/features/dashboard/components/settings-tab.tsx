import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import type { Subscriber } from '#functions/shared/schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { notify } from '@/components/ui/toast';
import { nicheName, type NicheItem } from '@/lib/api/list-niches';
import { useUpdateNiche } from '../api/update-niche';

/** Word for word as promised (docs/product-rules.md#niche-change). */
export const nicheUpdated = (from: string, to: string) =>
  ({
    title: 'Niche Updated',
    description: `Successfully changed from ${from} to ${to}. Content ideas for ${to} will be delivered in the next 24 hours.`,
  }) as const;
export const NICHE_UPDATE_ERROR = { title: 'Error', description: 'Failed to update niche', variant: 'destructive' } as const;

const nicheForm = z.object({ niche: z.string() });

export interface SettingsTabProps {
  readonly subscriber: Subscriber;
  readonly niches: readonly NicheItem[];
  /** Sections of other features under the niche form (the route composes them: the daily email). */
  readonly children?: ReactNode;
}

/** The Settings tab (docs/product-rules.md#niche-change): the niche selector and "Update Niche", then what the route adds. */
export function SettingsTab({ subscriber, niches, children }: SettingsTabProps) {
  const update = useUpdateNiche();
  return (
    <div className="dash-settings">
      <Card
        as="section"
        title="Content Niche"
        description="Your daily ideas come from this niche. A new niche starts with its first idea within 24 hours."
      >
        <Form
          schema={nicheForm}
          defaultValues={{ niche: subscriber.niche ?? '' }}
          className="dash-settings__row"
          onSubmit={async ({ niche }, form) => {
            if (!niche || niche === subscriber.niche) return;
            try {
              const { subscriber: updated, previousNiche } = await update.mutateAsync(niche);
              notify(nicheUpdated(previousNiche ? nicheName(niches, previousNiche) : 'no niche', nicheName(niches, niche)));
              // The niche held now is the one chosen: the button is off until another is picked.
              form.reset({ niche: updated.niche ?? '' });
            } catch (error) {
              console.error('Niche update failed:', error);
              notify(NICHE_UPDATE_ERROR);
            }
          }}
        >
          {({ field, watch, formState }) => {
            const choice = watch('niche');
            // Disabled when nothing is chosen, or the niche is already held
            // (docs/product-rules.md#niche-change).
            const unchanged = !choice || choice === subscriber.niche;
            return (
              <>
                <SelectField
                  label="Your Content Niche"
                  fieldClassName="dash-settings__field"
                  aria-required="true"
                  aria-busy={niches.length === 0}
                  placeholder={niches.length === 0 ? 'Loading niches...' : 'Select your niche'}
                  options={niches.map((niche) => ({ value: niche.niche, label: niche.displayName }))}
                  {...field('niche')}
                  // Controlled: the niches arrive after the form, and the held one must show once they do.
                  value={choice}
                />
                <Button type="submit" disabled={unchanged} pending={formState.isSubmitting} pendingLabel="Updating...">
                  Update Niche
                </Button>
              </>
            );
          }}
        </Form>
      </Card>
      {children}
    </div>
  );
}
