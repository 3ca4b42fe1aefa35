import type { ReactNode } from 'react';
import type { CreatorProfile } from '#functions/profiles/schema';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Form, FormError } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { notify } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import type { ProfileOptions } from '../api/get-my-profile';
import { useSaveMyProfile } from '../api/save-my-profile';
import { bodyOf, channelFormSchema, firstPerField, formValuesOf, localErrorsOf, type ChannelFormField } from '../channel-form';

export const PROFILE_SAVED = { title: 'Profile saved', description: 'Your daily ideas will fit your channel.' } as const;
export const PROFILE_SAVE_ERROR = { title: 'Could not save your profile', variant: 'destructive' } as const;

export interface ChannelProfileFormProps {
  readonly profile: CreatorProfile | null;
  readonly options: ProfileOptions;
  readonly submitLabel?: string;
  /** After a save (the toast is shown already). */
  readonly onSaved?: () => void;
  /** Beside the save button: the sign-up step's Skip. */
  readonly secondaryAction?: ReactNode;
}

/**
 * The creator profile form (docs/product-rules.md#your-channel), used by Settings and the step
 * after sign-up. Every field may be left empty. The body is checked with the API's schema first;
 * what only the server knows (a channel YouTube does not have) comes back under its field.
 */
export function ChannelProfileForm({ profile, options, submitLabel = 'Save profile', onSaved, secondaryAction }: ChannelProfileFormProps) {
  const save = useSaveMyProfile();
  const niche = options.nicheName ?? 'your niche';
  return (
    <Form
      schema={channelFormSchema}
      defaultValues={formValuesOf(profile, options)}
      className="form channel-form"
      onSubmit={async (values, form) => {
        const body = bodyOf(values);
        const show = (errors: Partial<Record<ChannelFormField | 'root', string>>) => {
          for (const [field, message] of Object.entries(errors)) form.setError(field as ChannelFormField | 'root', { message });
        };
        const local = localErrorsOf(body);
        if (Object.keys(local).length > 0) return show(local);
        try {
          const saved = await save.mutateAsync(body);
          form.reset(formValuesOf(saved.profile, saved.options));
          notify(PROFILE_SAVED);
          onSaved?.();
        } catch (error) {
          if (error instanceof ApiError && error.fieldErrors && error.status === 400) {
            show(firstPerField(Object.entries(error.fieldErrors).flatMap(([path, messages]) => messages.map((m) => [path, m] as const))));
            return;
          }
          console.error('Profile save failed:', error);
          notify({ ...PROFILE_SAVE_ERROR, description: error instanceof ApiError && error.status < 500 ? error.message : undefined });
          if (error instanceof ApiError && error.status === 503) form.setError('root', { message: error.message });
        }
      }}
    >
      {({ field, formState }) => {
        // A checkbox group shows its one message under the group, not under each box.
        const check = (name: 'topicIds' | 'formats') => {
          const { error: _error, ...binding } = field(name);
          return binding;
        };
        return (
          <>
            <TextField
              label="Your YouTube channel"
              hint="Your @handle or channel URL. We read the comments on your own videos for ideas."
              placeholder="@yourchannel"
              autoComplete="off"
              {...field('youtubeChannel')}
            />
            <fieldset className="channel-form__group">
              <legend className="field__label">Topics you cover in {niche}</legend>
              <div className="channel-form__checks">
                {options.topics.map((topic) => (
                  <CheckboxField key={topic.id} label={topic.name} value={topic.id} {...check('topicIds')} />
                ))}
              </div>
            </fieldset>
            <TextField label="Other topics you cover" hint="Separate them with commas." {...field('ownTopics')} />
            <TextareaField
              label="Your audience"
              hint="Who watches: their age, their situation, what they struggle with."
              rows={3}
              {...field('audience')}
            />
            <TextField label="Your tone" placeholder="calm and expert, blunt and funny…" {...field('tone')} />
            <fieldset
              className="channel-form__group"
              aria-describedby={formState.errors.formats ? 'channel-form-formats-error' : undefined}
            >
              <legend className="field__label">Formats you film</legend>
              <div className="channel-form__checks">
                {options.formats.map((format) => (
                  <CheckboxField key={format.id} label={format.label} value={format.id} {...check('formats')} />
                ))}
              </div>
              {formState.errors.formats?.message ? (
                <p id="channel-form-formats-error" className="field__error" role="alert">
                  {formState.errors.formats.message}
                </p>
              ) : null}
            </fieldset>
            <TextField label="Topics to avoid" hint="Separate them with commas." {...field('avoidTopics')} />
            <TextField label="Your goals" hint="Separate them with commas." {...field('goals')} />
            <FormError message={formState.errors.root?.message} />
            <div className="channel-form__actions">
              <Button type="submit" pending={formState.isSubmitting} pendingLabel="Saving...">
                {submitLabel}
              </Button>
              {secondaryAction}
            </div>
          </>
        );
      }}
    </Form>
  );
}
