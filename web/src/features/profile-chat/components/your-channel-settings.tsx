import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMyProfile } from '../api/get-my-profile';
import { ChannelProfileForm } from './channel-profile-form';
import { OwnProfileChat } from './own-profile-chat';
import '../channel-form.css';

/** The Settings tab's "Your channel" section: the profile form, or the profile chat to fill it. */
export function YourChannelSettings() {
  const profile = useMyProfile();
  const [chatting, setChatting] = useState(false);
  return (
    <Card
      as="section"
      title="Your channel"
      description="Tell us what you film and who for: your daily idea is chosen and written for your channel."
    >
      <Button variant="link" aria-expanded={chatting} onClick={() => setChatting((open) => !open)}>
        {chatting ? 'Close the chat' : 'Fill it in by chat'}
      </Button>
      {chatting ? <OwnProfileChat /> : null}
      {profile.data ? (
        // Keyed by the saved time: a profile the chat saved replaces what the form shows.
        <ChannelProfileForm key={profile.data.profile?.updatedAt ?? 'new'} profile={profile.data.profile} options={profile.data.options} />
      ) : profile.isError ? (
        <p role="alert">Could not load your profile. Reload the page to try again.</p>
      ) : (
        <p aria-busy="true">Loading your profile...</p>
      )}
    </Card>
  );
}
