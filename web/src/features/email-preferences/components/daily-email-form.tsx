import { useMemo } from 'react';
import * as z from 'zod/mini';
import { timeZoneName } from '#functions/shared/schemas';
import { SEND_HOURS, hourLabel } from '#functions/delivery/rules';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Form, type FormMethods } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { notify } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { browserTimeZone, timeZoneChoices, timeZoneLabel } from '@/lib/time-zone';
import { emailSettingsFailed, emailSettingsSaved, type DailyEmailChange, type DailyEmailSettings } from '../daily-email';
import '../email-preferences.css';

const dailyEmailForm = z.object({
  dailyEmail: z.boolean(),
  // A select's value is text; the hour goes out as a number.
  sendHour: z.string(),
  timeZone: timeZoneName,
});
type DailyEmailFormSchema = typeof dailyEmailForm;
type DailyEmailValues = z.input<DailyEmailFormSchema>;

const FIELDS = ['dailyEmail', 'sendHour', 'timeZone'] as const satisfies readonly (keyof DailyEmailValues)[];

function formValues(saved: DailyEmailSettings, detected: string | undefined): DailyEmailValues {
  return { dailyEmail: saved.dailyEmail, sendHour: String(saved.sendHour), timeZone: saved.timeZone || detected || 'UTC' };
}

/** The values that differ from the saved ones. A record without a zone gets the one shown. */
export function changesFrom(values: DailyEmailValues, saved: DailyEmailSettings): DailyEmailChange {
  const change: DailyEmailChange = {};
  if (values.dailyEmail !== saved.dailyEmail) change.dailyEmail = values.dailyEmail;
  const hour = Number(values.sendHour);
  if (hour !== saved.sendHour) change.sendHour = hour;
  if (values.timeZone !== saved.timeZone) change.timeZone = values.timeZone;
  return change;
}

export interface DailyEmailFormProps {
  readonly saved: DailyEmailSettings;
  /** Sends the change and answers the settings as saved; throws the client's ApiError. */
  readonly onSave: (change: DailyEmailChange) => Promise<DailyEmailSettings>;
}

/**
 * The daily email on or off, its hour and its time zone, saved with only what changed. Shared by
 * the dashboard's Settings (signed in) and /email-preferences (a signed link).
 */
export function DailyEmailForm({ saved, onSave }: DailyEmailFormProps) {
  // Read once: the zone this browser is in does not change while the form is open.
  const detected = useMemo(() => browserTimeZone(), []);
  const zones = useMemo(() => timeZoneChoices(saved.timeZone, detected), [saved.timeZone, detected]);
  const hours = SEND_HOURS.includes(saved.sendHour) ? SEND_HOURS : [...SEND_HOURS, saved.sendHour].sort((a, b) => a - b);

  async function save(values: DailyEmailValues, form: FormMethods<DailyEmailFormSchema>) {
    const change = changesFrom(values, saved);
    if (Object.keys(change).length === 0) return;
    try {
      const result = await onSave(change);
      notify(emailSettingsSaved(result));
      // What is saved is what shows now: Save is off until something else changes.
      form.reset(formValues(result, detected));
    } catch (error) {
      console.error('Saving the email settings failed:', error);
      if (error instanceof ApiError) {
        for (const name of FIELDS) {
          const message = error.fieldErrors?.[name]?.[0];
          if (message) form.setError(name, { message });
        }
      }
      notify(emailSettingsFailed(error));
    }
  }

  return (
    <Form schema={dailyEmailForm} defaultValues={formValues(saved, detected)} onSubmit={save} className="form email-settings">
      {({ field, watch, formState }) => {
        const unchanged = Object.keys(changesFrom(watch(), saved)).length === 0;
        return (
          <>
            <CheckboxField label="Send me the daily idea by email" {...field('dailyEmail')} />
            <div className="email-settings__row">
              <SelectField
                label="Time"
                fieldClassName="email-settings__field"
                options={hours.map((hour) => ({ value: String(hour), label: hourLabel(hour) }))}
                {...field('sendHour')}
              />
              <SelectField
                label="Time zone"
                fieldClassName="email-settings__field email-settings__field--zone"
                hint={detected ? `Detected: ${detected}` : undefined}
                options={zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }))}
                {...field('timeZone')}
              />
            </div>
            <div className="email-settings__actions">
              <Button type="submit" disabled={unchanged} pending={formState.isSubmitting} pendingLabel="Saving...">
                Save
              </Button>
            </div>
          </>
        );
      }}
    </Form>
  );
}
