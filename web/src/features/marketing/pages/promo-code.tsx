import '../marketing.css';
import { CountedClaim } from '../components/counted-claim';
import { PromoLanding, type PromoLandingCopy } from '../components/promo-landing';
import { skincareSampleIdea } from '../sample-ideas';

const COPY: PromoLandingCopy = {
  eyebrow: 'Promo code access',
  heading: 'Your promo code unlocks a daily content idea',
  intro:
    'Enter your code and get one ready-to-film idea every morning at 7:00 AM, built from what real viewers are asking in the comments of viral videos.',
  idea: skincareSampleIdea,
};

export default function PromoCodePage() {
  return <PromoLanding copy={COPY} claim={<CountedClaim nicheInput="dropdown" />} />;
}
