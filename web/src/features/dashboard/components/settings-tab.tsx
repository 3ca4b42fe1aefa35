import { useId, useState } from 'react';
import type { Subscriber } from '../../../../../functions/contract/schemas';
import { notify } from '@/components/ui/toast';
import type { NicheItem } from '@/lib/api/list-niches';
import { NicheSelectField } from '@/components/niche-select';
import { nicheName } from '@/lib/api/list-niches';
import { updateNiche } from '@/features/dashboard/api/update-niche';

/** Spec 8, word for word. */
export const nicheUpdated = (from: string, to: string) =>
  ({
    title: 'Niche Updated',
    description: `Successfully changed from ${from} to ${to}. Content ideas for ${to} will be delivered in the next 24 hours.`,
  }) as const;
export const NICHE_UPDATE_ERROR = { title: 'Error', description: 'Failed to update niche', variant: 'destructive' } as const;

export interface SettingsTabProps {
  readonly subscriber: Subscriber;
  readonly niches: readonly NicheItem[];
  readonly onSubscriberChange: (subscriber: Subscriber) => void;
  /** After a change: the new niche's progress starts, so the ideas list is read again. */
  readonly onNicheChanged: () => void;
}

/** The Settings tab (spec 2): the niche selector and "Update Niche". */
export function SettingsTab({ subscriber, niches, onSubscriberChange, onNicheChanged }: SettingsTabProps) {
  const headingId = useId();
  const [choice, setChoice] = useState(subscriber.niche ?? '');
  const [saving, setSaving] = useState(false);
  // Spec 5: nothing chosen, or the niche already held.
  const unchanged = !choice || choice === subscriber.niche;

  async function save() {
    if (unchanged) return;
    setSaving(true);
    try {
      const { subscriber: updated, previousNiche } = await updateNiche(choice);
      onSubscriberChange(updated);
      notify(nicheUpdated(previousNiche ? nicheName(niches, previousNiche) : 'no niche', nicheName(niches, choice)));
      onNicheChanged();
    } catch (error) {
      console.error('Niche update failed:', error);
      notify(NICHE_UPDATE_ERROR);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card dash-settings" aria-labelledby={headingId}>
      <div className="dash-settings__text">
        <h2 id={headingId} className="dash-settings__title">
          Content Niche
        </h2>
        <p className="muted">Your daily ideas come from this niche. A new niche starts with its first idea within 24 hours.</p>
      </div>
      <div className="dash-settings__row">
        <div className="dash-settings__field">
          <NicheSelectField niches={niches} loading={niches.length === 0} value={choice} onValueChange={setChoice} />
        </div>
        <button type="button" className="button button--primary" disabled={unchanged || saving} onClick={() => void save()}>
          {saving ? 'Updating...' : 'Update Niche'}
        </button>
      </div>
    </section>
  );
}
