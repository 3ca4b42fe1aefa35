import '../marketing.css';
import { NicheLanding, type NicheLandingCopy } from '../components/niche-landing';
import { haircareSampleIdea } from '../sample-ideas';

const COPY: NicheLandingCopy = {
  niche: 'haircare',
  eyebrow: 'Early access for hair and posture creators',
  heading: 'Haircare and posture content ideas, pulled from real comments',
  intro:
    'Whether you film wash-day routines, heatless styles or posture resets, get one ready-to-film idea every morning at 7:00 AM, built from what viewers ask under viral videos.',
  formNote: 'Join the waiting list and be first in line when haircare early access opens.',
  ideaHeading: 'A haircare idea, straight from the comments',
  ideaIntro: 'A viral curl tutorial left one group of viewers behind. Their comments turned into this idea.',
  idea: haircareSampleIdea,
  benefitsHeading: 'Built for hair and posture creators',
  benefits: [
    {
      icon: '💇',
      title: 'Fixes for real hair types',
      text: 'Fine, thick, curly, coily: comments tell us which viewers a trend left out, so your version fills the gap.',
    },
    {
      icon: '🧍',
      title: 'Posture content that gets saved',
      text: 'Desk neck, rounded shoulders, tension headaches: quick resets viewers keep asking for and save to try later.',
    },
    {
      icon: '✂️',
      title: 'Salon-ready ideas',
      text: 'Stylists and salons get client questions turned into videos that show expertise and fill the chair.',
    },
  ],
  pricingIntro: 'Every plan starts with a 7-day free trial. Cancel during the trial and you pay nothing.',
  closingHeading: 'Be first in line for haircare and posture ideas',
  closingText: 'Waiting-list members hear first when early access opens, and keep their early bird price.',
};

export default function HaircarePage() {
  return <NicheLanding copy={COPY} />;
}
