import '../marketing.css';
import { NicheLanding, type NicheLandingCopy } from '../components/niche-landing';
import { skincareSampleIdea } from '../sample-ideas';

const COPY: NicheLandingCopy = {
  niche: 'skincare',
  eyebrow: 'Early access for skincare creators',
  heading: 'Skincare video ideas your audience is already asking for',
  intro:
    'Every morning at 7:00 AM, get one ready-to-film skincare idea built from real comments on viral routine, ingredient and product videos. Hooks, script and visuals included.',
  formNote: 'Join the waiting list and be first in line when skincare early access opens.',
  ideaHeading: 'A skincare idea, straight from the comments',
  ideaIntro: 'Thousands of viewers asked the same question under one routine video. Here is the idea we built from it.',
  idea: skincareSampleIdea,
  benefitsHeading: 'Built for skincare creators',
  benefits: [
    {
      icon: '🧴',
      title: 'Questions, not guesses',
      text: 'Ingredient timing, routine order, skin type confusion: post the answers viewers are begging for in the comments.',
    },
    {
      icon: '🔬',
      title: 'Myth-busting that travels',
      text: 'Ideas that correct a popular misconception get stitched, saved and shared. We find them while they are fresh.',
    },
    {
      icon: '📅',
      title: 'A routine of your own',
      text: 'One idea a day means you never start a week wondering what to film. Batch it, or film it before work.',
    },
  ],
  pricingIntro: 'Every plan starts with a 7-day free trial. Cancel during the trial and you pay nothing.',
  closingHeading: 'Get your first skincare idea before everyone else',
  closingText: 'Waiting-list members hear first when early access opens, and keep their early bird price.',
};

export default function SkincarePage() {
  return <NicheLanding copy={COPY} />;
}
