import { Button } from '@/components/ui/button';
import { useMyProfile } from '../api/get-my-profile';
import { ChannelProfileForm } from './channel-profile-form';
import '../channel-form.css';

/** The optional step after sign-up: the same form as Settings, with Skip. */
export function ChannelStep({ onDone }: { readonly onDone: () => void }) {
  const profile = useMyProfile();
  const skip = (
    <Button variant="ghost" onClick={onDone}>
      Skip
    </Button>
  );
  return (
    <div className="onboarding-welcome channel-step">
      <h1 id="success-heading" className="auth-card__title">
        Tell us about your channel
      </h1>
      <p className="auth-card__subtitle">
        Optional, and you can change it any time in Settings. Every answer makes your daily idea fit you better.
      </p>
      {profile.data ? (
        <ChannelProfileForm
          profile={profile.data.profile}
          options={profile.data.options}
          submitLabel="Save and continue"
          onSaved={onDone}
          secondaryAction={skip}
        />
      ) : profile.isError ? (
        <>
          <p role="alert">Could not load the form.</p>
          {skip}
        </>
      ) : (
        <p aria-busy="true">Loading...</p>
      )}
    </div>
  );
}
