import '../marketing.css';
import { getStoredReferralCode } from '@/lib/referral';
import { NicheLanding, type NicheLandingCopy } from '../components/niche-landing';
import { tiktokGrowthSampleIdea } from '../sample-ideas';

const COPY: NicheLandingCopy = {
  niche: 'tiktok-growth',
  eyebrow: 'Early access for TikTok growth creators',
  heading: 'TikTok growth ideas from the comments creators actually leave',
  intro:
    'Teach creators how to grow? Every morning at 7:00 AM, get one ready-to-film idea drawn from the questions people ask under viral growth videos: hooks, views, posting and analytics.',
  formNote: 'Join the waiting list and be first in line when TikTok Growth early access opens.',
  ideaHeading: 'A TikTok growth idea, straight from the comments',
  ideaIntro: 'Over fifteen thousand people liked one worried comment. Here is the video that answers it.',
  idea: tiktokGrowthSampleIdea,
  benefitsHeading: 'Built for creators who teach growth',
  benefits: [
    {
      icon: '📈',
      title: 'Answer the panic questions',
      text: 'Shadowbans, view drops, posting times: the fears that flood comment sections make your most-watched videos.',
    },
    {
      icon: '🪝',
      title: 'Hooks that prove your point',
      text: 'Each idea comes with three hook options, so your own video passes the two-second test you teach.',
    },
    {
      icon: '🔥',
      title: 'Stay ahead of the algorithm talk',
      text: 'When a new feature or change has everyone confused, you hear about it from the comments first.',
    },
  ],
  pricingIntro: 'Every plan starts with a 7-day free trial. Cancel during the trial and you pay nothing.',
  closingHeading: 'Grow faster with ideas your audience asked for',
  closingText: 'Waiting-list members hear first when early access opens, and keep their early bird price.',
};

export default function TiktokGrowthPage() {
  return <NicheLanding copy={COPY} theme="red" getReferralCode={getStoredReferralCode} />;
}
