import type { Subscriber } from '#functions/shared/schemas';
import { Card } from '@/components/ui/card';
import { useUpdateMyEmailPreferences } from '../api/update-my-email-preferences';
import { DailyEmailForm } from './daily-email-form';

export interface DailyEmailSettingsProps {
  readonly subscriber: Subscriber;
}

/** The Settings tab's "Daily email" section: the form, saved to the signed-in subscriber's record. */
export function DailyEmailSettings({ subscriber }: DailyEmailSettingsProps) {
  const update = useUpdateMyEmailPreferences();
  return (
    <Card as="section" title="Daily email" description="Your idea of the day in your inbox, at the hour you choose in your own time zone.">
      <DailyEmailForm saved={subscriber} onSave={(change) => update.mutateAsync(change)} />
    </Card>
  );
}
