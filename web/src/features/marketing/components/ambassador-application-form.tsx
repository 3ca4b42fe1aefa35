import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Form, type FormMethods } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { notify } from '@/components/ui/toast';
import { submitAmbassadorApplication } from '../api/submit-ambassador-application';
import {
  EMPTY_APPLICATION,
  applicationFailure,
  applicationFormSchema,
  applicationMessages,
  type AmbassadorApplicationInput,
  type ApplicationFormSchema,
} from '../ambassador-messages';
import { AUDIENCE_SIZE_OPTIONS, CHANNEL_OPTIONS, EXPERIENCE_LEVEL_OPTIONS } from '../ambassador-programme';

/**
 * The ambassador application (docs/product-rules.md#ambassador-applications): name and email
 * required, the website a URL, at least one marketing channel (the submit button stays disabled
 * until one is ticked). The messages are the contract's, so the form and the server say the same
 * thing.
 */
export function AmbassadorApplicationForm() {
  const channelsId = useId();

  async function apply(application: AmbassadorApplicationInput, form: FormMethods<ApplicationFormSchema>) {
    try {
      await submitAmbassadorApplication(application);
      notify(applicationMessages.submitted);
      form.reset();
    } catch (error) {
      const failure = applicationFailure(error);
      if (failure.kind === 'fields') {
        failure.errors.forEach(([field, message], index) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        return;
      }
      if (failure.kind === 'failed') console.error('Submitting the ambassador application failed', error);
      notify(failure.notice);
    }
  }

  return (
    <Form
      schema={applicationFormSchema}
      defaultValues={EMPTY_APPLICATION}
      onSubmit={apply}
      className="form amb-form"
      aria-label="Ambassador application"
    >
      {({ field, watch, formState: { isSubmitting } }) => {
        const bound = (name: Exclude<keyof typeof EMPTY_APPLICATION, 'marketing_channels'>) => ({ ...field(name), disabled: isSubmitting });
        const { error: channelsError, ...channel } = field('marketing_channels');
        const chosen = watch('marketing_channels');
        const noChannel = !Array.isArray(chosen) || chosen.length === 0;
        return (
          <>
            <div className="amb-form__row">
              <TextField {...bound('name')} label="Name" autoComplete="name" aria-required="true" />
              <TextField
                {...bound('email')}
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                aria-required="true"
              />
            </div>
            <div className="amb-form__row">
              <TextField {...bound('company')} label="Company (optional)" autoComplete="organization" />
              <TextField
                {...bound('website')}
                label="Website (optional)"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
              />
            </div>
            <div className="amb-form__row">
              <SelectField
                {...bound('audience_size')}
                label="Audience size"
                placeholder="Choose your audience size"
                options={AUDIENCE_SIZE_OPTIONS}
              />
              <SelectField
                {...bound('experience_level')}
                label="Affiliate marketing experience"
                placeholder="Choose your experience"
                options={EXPERIENCE_LEVEL_OPTIONS}
              />
            </div>
            <fieldset
              className="amb-form__channels"
              aria-required="true"
              aria-invalid={channelsError ? true : undefined}
              aria-describedby={`${channelsId}-hint${channelsError ? ` ${channelsId}-error` : ''}`}
              disabled={isSubmitting}
            >
              <legend className="field__label">Marketing channels</legend>
              <p id={`${channelsId}-hint`} className="field__hint">
                Where will you share your link? Choose at least one.
              </p>
              <div className="amb-form__channel-list">
                {CHANNEL_OPTIONS.map((option) => (
                  <CheckboxField key={option.value} {...channel} value={option.value} label={option.label} />
                ))}
              </div>
              {channelsError ? (
                <p id={`${channelsId}-error`} className="field__error">
                  {channelsError}
                </p>
              ) : null}
            </fieldset>
            <TextareaField
              {...bound('additional_info')}
              label="Anything else we should know? (optional)"
              placeholder="Your audience, how you plan to promote us, links to your best posts"
              rows={4}
            />
            <Button type="submit" block disabled={noChannel} pending={isSubmitting} pendingLabel="Submitting...">
              Submit Application
            </Button>
          </>
        );
      }}
    </Form>
  );
}
