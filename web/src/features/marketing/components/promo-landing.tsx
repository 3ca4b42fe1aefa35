import { usePromoStats } from '@/features/marketing/api/promo-stats';
import { PromoClaimForm } from './promo-claim-form';
import type { SampleIdea } from '@/features/marketing/sample-ideas';
import { BenefitCards, type Benefit } from './benefit-cards';
import { FEATURED_NICHES, NicheCards } from './niche-cards';
import { SampleIdeaCard } from './sample-idea-card';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MarketingSection } from './marketing-section';

/** The words and options of one promo-code page variant (spec 2). */
export interface PromoLandingCopy {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly nicheInput: 'dropdown' | 'text';
  /** Variants that show "Only X of Y promo codes remaining". */
  readonly showCounts: boolean;
  readonly idea: SampleIdea;
}

const WHY_CREATORS_CHOOSE: readonly Benefit[] = [
  {
    icon: '💬',
    title: 'Built from real comments',
    text: 'Every idea starts with a question real viewers asked under a viral video, so you know people want the answer.',
  },
  {
    icon: '🎬',
    title: 'Ready to film in minutes',
    text: 'Hook options, on-screen text, voiceover and visuals for each beat. Open the email, press record.',
  },
  {
    icon: '⏰',
    title: 'In your inbox at 7:00 AM',
    text: 'One focused idea a day, before you start scrolling. No dashboards to dig through, no prompts to write.',
  },
];

export function PromoLanding({ copy }: { readonly copy: PromoLandingCopy }) {
  return (
    <div className="mk-page">
      <SiteHeader />

      <section className="mk-hero">
        <div className="mk-container mk-hero__split">
          <div>
            <p className="mk-eyebrow">{copy.eyebrow}</p>
            <h1 className="mk-hero__title">{copy.heading}</h1>
            <p className="mk-hero__lead">{copy.intro}</p>
            <ul className="mk-checklist mk-hero__points">
              <li>No credit card needed to claim</li>
              <li>Your first idea within 24 hours</li>
              <li>A limited pool of codes, first come first served</li>
            </ul>
          </div>
          <div id="claim" className="card mk-card mk-claim-card">
            <h2 className="mk-claim-card__title">Claim your access</h2>
            {copy.showCounts ? <CountedClaim nicheInput={copy.nicheInput} /> : <PromoClaimForm nicheInput={copy.nicheInput} />}
          </div>
        </div>
      </section>

      <MarketingSection id="mk-idea-heading" title="This is what lands in your inbox" narrow>
        <p className="mk-section__lead">
          A real comment, a video that already went viral, and a script you can film today. Here is one from this week.
        </p>
        <SampleIdeaCard idea={copy.idea} />
      </MarketingSection>

      <MarketingSection id="mk-niches-heading" title="Ideas for your niche" className="mk-section--alt">
        <NicheCards />
      </MarketingSection>

      <MarketingSection id="mk-why-heading" title="Why creators choose CommentSpark">
        <BenefitCards items={WHY_CREATORS_CHOOSE} />
      </MarketingSection>

      <MarketingSection id="mk-start-heading" title="Pick your niche, film tomorrow" lead="Your audience is already telling you what they want to watch. Start with the niche you post in." className="mk-cta" narrow>
        <div className="mk-actions">
          {FEATURED_NICHES.map((niche) => (
            <a key={niche.name} className="button button--primary" href={niche.href}>
              {`Start with ${niche.name}`}
            </a>
          ))}
        </div>
      </MarketingSection>

      <SiteFooter />
    </div>
  );
}

/** The claim form with "Only X of Y promo codes remaining" above it, reloaded after a claim. */
function CountedClaim({ nicheInput }: { readonly nicheInput: 'dropdown' | 'text' }) {
  const { stats, reload } = usePromoStats();
  return (
    <>
      <p className="mk-counter" aria-live="polite">
        {stats ? `Only ${stats.remaining} of ${stats.total} promo codes remaining` : 'Limited promo codes available'}
      </p>
      <PromoClaimForm nicheInput={nicheInput} onSettled={reload} />
    </>
  );
}
