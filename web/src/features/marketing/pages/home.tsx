import '../marketing.css';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BenefitCards, type Benefit } from '../components/benefit-cards';
import { SampleIdeaCard } from '../components/sample-idea-card';
import { SiteFooter } from '../components/site-footer';
import { formatCount } from '@/lib/format';
import { useReferralHref } from '@/lib/referral-link';
import { homeSampleIdea } from '../sample-ideas';
import { MarketingSection } from '../components/marketing-section';

const STRUGGLES: readonly Benefit[] = [
  {
    icon: '😶',
    title: 'The blank-screen morning',
    text: 'You sit down to film and spend an hour scrolling for inspiration instead of creating.',
  },
  {
    icon: '🔁',
    title: 'Trends that are already over',
    text: 'By the time a format reaches your For You page, a thousand creators have copied it.',
  },
  {
    icon: '📉',
    title: 'Posting into silence',
    text: 'You guess what your audience wants, post it, and watch it stall at a few hundred views.',
  },
];

const STEPS = [
  {
    title: 'We read the comments',
    text: 'Every day we go through thousands of comments under short videos that are taking off in your niche.',
  },
  {
    title: 'We find the unanswered question',
    text: 'The comments with the most likes and no good answer yet are where the next viral video is hiding.',
  },
  {
    title: 'You get a ready-to-film idea',
    text: 'At 7:00 AM your email arrives: a title, hook options, a script with text, voiceover and visuals, and why it works.',
  },
] as const;

const BENEFITS: readonly Benefit[] = [
  {
    icon: '💬',
    title: 'Higher engagement',
    text: 'You answer questions viewers are already asking, so they comment, save and share instead of scrolling past.',
  },
  {
    icon: '🚀',
    title: 'Faster growth',
    text: 'Posting consistently on proven demand compounds: more videos that land, more followers who stay.',
  },
  {
    icon: '🎯',
    title: 'Content confidence',
    text: 'Every idea shows the comment and the video behind it, so you post knowing there is an audience waiting.',
  },
];

export default function HomePage() {
  const { source } = homeSampleIdea;
  // Ambassadors share the home page (`/?ref=code`): its sign-up links carry the code on.
  const signUpHref = useReferralHref(paths.onboarding);
  return (
    <div className="mk-page">
      <section className="mk-hero">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">For creators, brands and salons</p>
          <h1 className="mk-hero__title">What should you post today?</h1>
          <p className="mk-hero__lead">
            CommentSpark reads real audience comments on viral short videos and turns what people are asking for into one ready-to-film idea
            for your niche, in your inbox every morning at 7:00 AM.
          </p>
          <div className="mk-actions">
            <a className={buttonClass()} href={signUpHref}>
              Start Free Trial
            </a>
            <a className={buttonClass({ variant: 'outline' })} href={paths.ambassadors}>
              Join Ambassador Program
            </a>
          </div>
          <p className="mk-note">7 day free trial, cancel at any time</p>
          <ul className="mk-stats">
            <li>
              <strong>10,000+</strong> comments read every day
            </li>
            <li>
              <strong>1,000+</strong> ideas delivered
            </li>
            <li>
              <strong>1</strong> idea a day, ready to film
            </li>
          </ul>
        </div>
      </section>

      <MarketingSection
        id="mk-struggles-heading"
        title="Creating is the fun part. Deciding what to create is not."
        lead="If any of these sound like your week, you are not short on talent. You are short on signal."
      >
        <BenefitCards items={STRUGGLES} />
      </MarketingSection>

      <MarketingSection id="mk-how-heading" title="How it works" className="mk-section--alt">
        <ol className="mk-grid mk-grid--3 mk-steps">
          {STEPS.map((step) => (
            <Card as="li" key={step.title} className="mk-step">
              <h3 className="mk-step__title">{step.title}</h3>
              <p className="muted">{step.text}</p>
            </Card>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection
        id="mk-idea-heading"
        title="A sample daily idea"
        lead="This is the whole email. Pick a hook, follow the beats, post."
        narrow
      >
        <SampleIdeaCard idea={homeSampleIdea} />
      </MarketingSection>

      <MarketingSection
        id="mk-example-heading"
        title={"From one comment to tomorrow's video"}
        lead="A real example of how a single comment became the idea above."
        className="mk-section--alt"
      >
        <ol className="mk-grid mk-grid--3 mk-flow">
          <Card as="li">
            <p className="mk-flow__label">The video</p>
            <p className="mk-flow__main">{`“${source.videoTitle}”`}</p>
            <p className="muted">{`${source.videoCreator} · ${formatCount(source.videoViews)} views`}</p>
          </Card>
          <Card as="li">
            <p className="mk-flow__label">The comment</p>
            <p className="mk-flow__main">{`“${source.comment}”`}</p>
            <p className="muted">{`${source.commentAuthor} · ${formatCount(source.commentLikes)} likes`}</p>
          </Card>
          <Card as="li" className="mk-flow__result">
            <p className="mk-flow__label">Your idea</p>
            <p className="mk-flow__main">{homeSampleIdea.title}</p>
            <p className="muted">{`Hook: “${homeSampleIdea.content.hooks[0] ?? ''}”`}</p>
          </Card>
        </ol>
      </MarketingSection>

      <MarketingSection id="mk-benefits-heading" title="What changes when you post what people asked for">
        <BenefitCards items={BENEFITS} />
      </MarketingSection>

      <MarketingSection id="mk-start-heading" title="Start your 7-day free trial" className="mk-cta" narrow>
        <p className="mk-section__lead">
          Pick your niche tonight and your first idea arrives tomorrow morning. Cancel any time during the trial and you pay nothing.
        </p>
        <div className="mk-actions">
          <a className={buttonClass()} href={signUpHref}>
            Start Free Trial
          </a>
        </div>
      </MarketingSection>

      <SiteFooter />
    </div>
  );
}
