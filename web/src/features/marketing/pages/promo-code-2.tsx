import '../marketing.css';
import { PromoClaimForm } from '../components/promo-claim-form';
import { PromoLanding, type PromoLandingCopy } from '../components/promo-landing';
import { tiktokGrowthSampleIdea } from '../sample-ideas';

const COPY: PromoLandingCopy = {
  eyebrow: 'Promo code',
  heading: 'Got a promo code? Your first idea arrives tomorrow morning',
  intro:
    'Tell us your niche and we will send one ready-to-film idea at 7:00 AM each day, drawn from the comments under videos that are already going viral.',
  idea: tiktokGrowthSampleIdea,
};

export default function PromoCode2Page() {
  return <PromoLanding copy={COPY} claim={<PromoClaimForm nicheInput="text" />} />;
}
