import { describe, expect, it } from 'vitest';
import { completeProfile, interviewPayload, offlineInterview, profileSummary, type ProfileDraft } from '#functions/profiles/rules';

const niches = [{ niche: 'skincare', displayName: 'Skincare' }];
/** A creator's own interview starts knowing who they are and their niche. */
const known: ProfileDraft = { subscriberEmail: 'soph@example.com', userId: 'u-1', niche: 'skincare' };

describe("a creator's own interview", () => {
  it('asks first for their topics within their niche, as "you"', () => {
    const answer = offlineInterview(known, 'hormonal acne, barrier repair 🙏', niches, 'creator');

    expect(answer.fields.subNiches).toEqual(['hormonal acne', 'barrier repair 🙏']);
    expect(answer.reply).toBe('Got it. Who watches your videos? Their age, their situation and what they struggle with.');
  });

  it('asks how they film in their own words', () => {
    const draft: ProfileDraft = { ...known, subNiches: ['acne'], audience: 'women 30+', tone: 'calm' };

    expect(interviewPayload(draft, niches, 'creator')).toMatchObject({
      interviewee: 'creator',
      next_field: 'formats',
      next_question: 'How do you film? For example: talking head, tutorials, green-screen replies, voiceover over b-roll.',
    });
  });

  it('says the profile is theirs when it is saved, and keeps the channel they linked', () => {
    const draft: ProfileDraft = {
      ...known,
      subNiches: ['acne'],
      audience: 'women 30+',
      tone: 'calm',
      formats: ['tutorials'],
      avoidTopics: [],
      goals: ['grow'],
    };
    const channel = { id: 'UC7nxeCWhzrZCi3waV63ycvP', handle: '@skinwithsoph', title: 'Skin with Soph' };

    const profile = completeProfile(draft, { sessionId: 's-1', updatedAt: 'now', youtubeChannel: channel })!;

    expect(profile).toMatchObject({ source: 'chat', youtubeChannel: channel, sessionId: 's-1' });
    expect(profileSummary(profile, niches, 'creator')).toMatch(/^Saved your profile:\n- Niche: Skincare \(acne\)/);
  });

  it("leaves an admin's interview worded as before", () => {
    expect(offlineInterview({}, 'hello', niches).reply).toMatch(/Which subscriber is this profile for\?/);
  });
});
