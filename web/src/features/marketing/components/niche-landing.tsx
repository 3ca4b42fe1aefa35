import { WaitlistForm, type WaitlistNiche } from '../../leads/components/waitlist-form';
import type { SampleIdea } from '../sample-ideas';
import { BenefitCards, type Benefit } from './benefit-cards';
import { PricingCards } from './pricing-cards';
import { ReassuranceRow } from './reassurance-row';
import { SampleIdeaCard } from './sample-idea-card';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The words of one niche waiting-list page; the layout is the same for all three (spec 2). */
export interface NicheLandingCopy {
  readonly niche: WaitlistNiche;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly formNote: string;
  readonly ideaHeading: string;
  readonly ideaIntro: string;
  readonly idea: SampleIdea;
  readonly benefitsHeading: string;
  readonly benefits: readonly Benefit[];
  readonly pricingIntro: string;
  readonly closingHeading: string;
  readonly closingText: string;
}

interface NicheLandingProps {
  readonly copy: NicheLandingCopy;
  readonly theme?: 'red';
  readonly getReferralCode?: () => string | null;
}

export function NicheLanding({ copy, theme, getReferralCode }: NicheLandingProps) {
  return (
    <div className={theme ? `mk-page mk-theme-${theme}` : 'mk-page'}>
      <SiteHeader />

      <section className="mk-hero">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">{copy.eyebrow}</p>
          <h1 className="mk-hero__title">{copy.heading}</h1>
          <p className="mk-hero__lead">{copy.intro}</p>
          <WaitlistForm niche={copy.niche} buttonLabel="Join Waiting List" getReferralCode={getReferralCode} />
          <p className="mk-note">{copy.formNote}</p>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-idea-heading">
        <div className="mk-container mk-narrow">
          <h2 id="mk-idea-heading" className="mk-section__title">
            {copy.ideaHeading}
          </h2>
          <p className="mk-section__lead">{copy.ideaIntro}</p>
          <SampleIdeaCard idea={copy.idea} />
        </div>
      </section>

      <section className="mk-section mk-section--alt" aria-labelledby="mk-benefits-heading">
        <div className="mk-container">
          <h2 id="mk-benefits-heading" className="mk-section__title">
            {copy.benefitsHeading}
          </h2>
          <BenefitCards items={copy.benefits} />
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-pricing-heading">
        <div className="mk-container">
          <h2 id="mk-pricing-heading" className="mk-section__title">
            Simple pricing after your free week
          </h2>
          <p className="mk-section__lead">{copy.pricingIntro}</p>
          <PricingCards />
        </div>
      </section>

      <section className="mk-section mk-cta" aria-labelledby="mk-join-heading">
        <div className="mk-container mk-narrow">
          <h2 id="mk-join-heading" className="mk-section__title">
            {copy.closingHeading}
          </h2>
          <p className="mk-section__lead">{copy.closingText}</p>
          <WaitlistForm niche={copy.niche} buttonLabel="Join Now" getReferralCode={getReferralCode} />
          <ReassuranceRow />
        </div>
      </section>

      <SiteFooter />
    </div>
  );
}
