import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { SampleIdea } from '../sample-ideas';
import { BenefitCards, type Benefit } from './benefit-cards';
import { FEATURED_NICHES, NicheCards } from './niche-cards';
import { SampleIdeaCard } from './sample-idea-card';
import { SiteFooter } from './site-footer';
import { MarketingSection } from './marketing-section';

/** The words and options of one promo-code page variant (docs/product-rules.md#promo-codes). */
export interface PromoLandingCopy {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly idea: SampleIdea;
}

interface PromoLandingProps {
  readonly copy: PromoLandingCopy;
  /**
   * The claim form of the variant: with or without "Only X of Y promo codes remaining", a niche
   * dropdown or a text field. Passed in, so a variant without counts does not carry their query.
   */
  readonly claim: ReactNode;
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

export function PromoLanding({ copy, claim }: PromoLandingProps) {
  return (
    <div className="mk-page">
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
          <Card as="section" id="claim" title="Claim your access">
            {claim}
          </Card>
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

      <MarketingSection
        id="mk-start-heading"
        title="Pick your niche, film tomorrow"
        lead="Your audience is already telling you what they want to watch. Start with the niche you post in."
        className="mk-cta"
        narrow
      >
        <div className="mk-actions">
          {FEATURED_NICHES.map((niche) => (
            <a key={niche.name} className={buttonClass()} href={niche.href}>
              {`Start with ${niche.name}`}
            </a>
          ))}
        </div>
      </MarketingSection>

      <SiteFooter />
    </div>
  );
}
