import { WaitlistForm, type WaitlistNiche } from './waitlist-form';
import type { SampleIdea } from '../sample-ideas';
import { BenefitCards, type Benefit } from './benefit-cards';
import { PricingCards } from './pricing-cards';
import { ReassuranceRow } from './reassurance-row';
import { SampleIdeaCard } from './sample-idea-card';
import { SiteFooter } from './site-footer';
import { MarketingSection } from './marketing-section';

/** The words of one niche waiting-list page; the layout is the same for all three (docs/product-rules.md#waiting-list). */
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
      <section className="mk-hero">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">{copy.eyebrow}</p>
          <h1 className="mk-hero__title">{copy.heading}</h1>
          <p className="mk-hero__lead">{copy.intro}</p>
          <WaitlistForm niche={copy.niche} buttonLabel="Join Waiting List" getReferralCode={getReferralCode} />
          <p className="mk-note">{copy.formNote}</p>
        </div>
      </section>

      <MarketingSection id="mk-idea-heading" title={copy.ideaHeading} lead={copy.ideaIntro} narrow>
        <SampleIdeaCard idea={copy.idea} />
      </MarketingSection>

      <MarketingSection id="mk-benefits-heading" title={copy.benefitsHeading} className="mk-section--alt">
        <BenefitCards items={copy.benefits} />
      </MarketingSection>

      <MarketingSection id="mk-pricing-heading" title="Simple pricing after your free week" lead={copy.pricingIntro}>
        <PricingCards />
      </MarketingSection>

      <MarketingSection id="mk-join-heading" title={copy.closingHeading} lead={copy.closingText} className="mk-cta" narrow>
        <WaitlistForm niche={copy.niche} buttonLabel="Join Now" getReferralCode={getReferralCode} />
        <ReassuranceRow />
      </MarketingSection>

      <SiteFooter />
    </div>
  );
}
