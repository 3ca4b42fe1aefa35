import type { CreatorProfile } from '#functions/profiles/schema';
import { Card } from '@/components/ui/card';

export interface ProfileCardProps {
  readonly profile: CreatorProfile;
}

/** The profile the interview saved on a subscriber, as generation will read it. */
export function ProfileCard({ profile }: ProfileCardProps) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['Subscriber email', profile.subscriberEmail],
    ['Niche', profile.niche],
    ['Sub-niches', profile.subNiches.join(', ')],
    ['Audience', profile.audience],
    ['Tone', profile.tone],
    ['Formats', profile.formats.join(', ')],
    ['Topics to avoid', profile.avoidTopics.length > 0 ? profile.avoidTopics.join(', ') : 'None'],
    ['Goals', profile.goals.join(', ')],
  ];
  return (
    <Card
      as="article"
      tone="highlight"
      titleAs="h3"
      className="profile-card"
      title="Profile saved"
      description={
        <>
          Saved on <strong>{profile.subscriberEmail}</strong>. The generation tester can now use it: enter this address in its “Subscriber
          email” field.
        </>
      }
    >
      <dl className="profile-card__fields">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-card__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
