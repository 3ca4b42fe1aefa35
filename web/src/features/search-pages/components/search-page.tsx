import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { useReferralHref } from '@/lib/referral-link';
import { SEARCH_PAGE_LINKS } from '../data/shared';
import type { FaqItem, ListBlock, SearchPageContent } from '../data/types';
import { FaqSection } from './faq-section';
import { SearchLayout } from './search-layout';

/** The search-page template: every page passes its own words and FAQ. */
export function SearchPage({ content, faq }: { content: SearchPageContent; faq: readonly FaqItem[] }) {
  const { hero, stats, howItWorks, lists, example, closing } = content;
  const related = SEARCH_PAGE_LINKS.filter((link) => link.href !== content.path);
  const signUpHref = useReferralHref(paths.onboarding);

  return (
    <SearchLayout>
      <section className="sp-hero">
        <p className="sp-hero__eyebrow">{hero.eyebrow}</p>
        <h1 className="sp-hero__title">{hero.heading}</h1>
        <p className="sp-hero__lead">{hero.lead}</p>
        <div className="sp-actions">
          <a className={buttonClass()} href={signUpHref}>
            Start Free Trial
          </a>
          <a className={buttonClass({ variant: 'outline' })} href="#how-it-works">
            See how it works
          </a>
        </div>
        <p className="sp-hero__note">7 day free trial, cancel at any time</p>
      </section>

      <section className="sp-stats" aria-label="CommentSpark in numbers">
        <dl className="sp-stats__list">
          {stats.map((stat) => (
            <div key={stat.label} className="sp-stats__item">
              <dt className="sp-stats__label">{stat.label}</dt>
              <dd className="sp-stats__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="how-it-works" className="sp-section" aria-labelledby="how-heading">
        <h2 id="how-heading" className="sp-section__title">
          {howItWorks.heading}
        </h2>
        <ol className="sp-steps">
          {howItWorks.steps.map((step) => (
            <li key={step.title} className="sp-steps__item">
              <h3 className="sp-steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {lists.map((list) => (
        <ListSection key={list.id} list={list} />
      ))}

      <section className="sp-section sp-example" aria-labelledby="example-heading">
        <h2 id="example-heading" className="sp-section__title">
          {example.heading}
        </h2>
        <p>{example.text}</p>
        <div className="sp-actions">
          <a className={buttonClass()} href={example.href}>
            {example.linkLabel}
          </a>
          <a className={buttonClass({ variant: 'outline' })} href={paths.skincare}>
            Browse skincare ideas
          </a>
        </div>
      </section>

      <FaqSection heading={content.faqHeading} items={faq} />

      <section className="sp-closing" aria-labelledby="closing-heading">
        <h2 id="closing-heading" className="sp-closing__title">
          {closing.heading}
        </h2>
        <p>{closing.text}</p>
        <div className="sp-actions sp-actions--center">
          <a className={buttonClass()} href={signUpHref}>
            Start Free Trial
          </a>
          <a className={buttonClass({ variant: 'outline' })} href="#faq">
            Read the FAQ
          </a>
        </div>
        <p className="sp-closing__signin">
          Already subscribed? <a href={paths.auth}>Sign in</a>
        </p>
      </section>

      <nav className="sp-section sp-related" aria-labelledby="related-heading">
        <h2 id="related-heading" className="sp-related__title">
          More ways to find your next video
        </h2>
        <ul className="sp-related__list">
          {related.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </SearchLayout>
  );
}

function ListSection({ list }: { list: ListBlock }) {
  const headingId = `${list.id}-heading`;
  return (
    <section id={list.id} className="sp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sp-section__title">
        {list.heading}
      </h2>
      <p className="sp-section__intro">{list.intro}</p>
      <ul className="sp-cards">
        {list.items.map((item) => (
          <li key={item.name} className="sp-cards__item">
            <h3 className="sp-cards__name">{item.name}</h3>
            <p className="sp-cards__detail">{item.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
