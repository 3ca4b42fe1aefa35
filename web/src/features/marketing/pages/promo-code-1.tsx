import '../marketing.css';
import { CountedClaim } from '../components/counted-claim';
import { PromoLanding, type PromoLandingCopy } from '../components/promo-landing';
import { haircareSampleIdea } from '../sample-ideas';

const COPY: PromoLandingCopy = {
  eyebrow: 'Limited promo',
  heading: 'Claim your CommentSpark access before the codes run out',
  intro:
    'Stop guessing what to post. Your code gets you a fresh idea every morning, with hooks, a script and the real comment it came from.',
  idea: haircareSampleIdea,
};

export default function PromoCode1Page() {
  return <PromoLanding copy={COPY} claim={<CountedClaim nicheInput="text" />} />;
}
