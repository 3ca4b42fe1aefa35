import '../marketing.css';
import '../ambassadors.css';
import { PRODUCT_NAME } from '#functions/shared/product';
import { REFERRAL_TTL_DAYS } from '#functions/referrals/rules';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AmbassadorApplicationForm } from '../components/ambassador-application-form';
import { BenefitCards, type Benefit } from '../components/benefit-cards';
import { MarketingSection } from '../components/marketing-section';
import { SiteFooter } from '../components/site-footer';
import {
  AMBASSADOR_FAQ,
  COMMISSION_PERCENT,
  EARNINGS,
  EXAMPLE_MONTHLY_EARNINGS,
  EXAMPLE_REFERRALS,
  PAYOUT_METHODS_TEXT,
  REVIEW_HOURS,
  TERMS,
} from '../ambassador-programme';

const BENEFITS: readonly Benefit[] = [
  {
    icon: '♾️',
    title: 'Earn for life, not once',
    text: `${COMMISSION_PERCENT} of every payment, month after month, for as long as your referral stays subscribed. No cap on referrals or earnings.`,
  },
  {
    icon: '📊',
    title: 'Your own ambassador portal',
    text: 'Your link with a copy button, clicks per day, sign-ups, trials, paying subscribers, and what is pending, due and paid.',
  },
  {
    icon: '💬',
    title: 'An easy recommendation',
    text: `Every creator asks what to post next. ${PRODUCT_NAME} answers with one ready-to-film idea a day, and a 7-day free trial lets your audience try it first.`,
  },
];

const STEPS = [
  { title: 'Apply', text: `Tell us about you and your audience below. We answer within ${REVIEW_HOURS} hours.` },
  {
    title: 'Share your link',
    text: `Post it in your bio, videos, newsletter or blog. Anyone who opens it is tracked to you for ${REFERRAL_TTL_DAYS} days.`,
  },
  { title: 'Get paid monthly', text: `Your commission is paid every month by ${PAYOUT_METHODS_TEXT}.` },
] as const;

const [, monthly] = EARNINGS;

/** /ambassadors (docs/product-rules.md#ambassador-programme-terms): the pitch, what you earn, the terms, the application and the FAQ. */
export default function AmbassadorsPage() {
  return (
    <div className="mk-page">
      <section className="mk-hero">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">{`${PRODUCT_NAME} Ambassador Program`}</p>
          <h1 className="mk-hero__title">{`Earn ${COMMISSION_PERCENT} lifetime commission`}</h1>
          <p className="mk-hero__lead">
            {`Recommend ${PRODUCT_NAME} to the creators who follow you, and earn ${COMMISSION_PERCENT} of every payment they make for as long as they stay subscribed. `}
            {`That is ${monthly!.commission} every month for each creator on the monthly plan.`}
          </p>
          <div className="mk-actions">
            <a className={buttonClass()} href="#apply">
              Apply Now
            </a>
            <a className={buttonClass({ variant: 'outline' })} href="#earnings">
              See What You Can Earn
            </a>
          </div>
          <p className="mk-note">{`Free to join · Applications reviewed within ${REVIEW_HOURS} hours`}</p>
        </div>
      </section>

      <MarketingSection
        id="amb-earnings-heading"
        title="What you earn per subscriber"
        lead={`${COMMISSION_PERCENT} of every payment, on every plan, for life.`}
        narrow
      >
        <div id="earnings" className="amb-table-wrap">
          <table className="amb-table">
            <caption className="sr-only">Your commission on each plan</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Subscriber pays</th>
                <th scope="col" className="amb-table__amount">
                  You earn
                </th>
              </tr>
            </thead>
            <tbody>
              {EARNINGS.map((row) => (
                <tr key={row.plan}>
                  <th scope="row">{row.plan}</th>
                  <td>{row.price}</td>
                  <td className="amb-table__amount">
                    <strong>{row.commission}</strong> <span className="muted">{row.when}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Card as="aside" className="amb-example" aria-label="A worked example">
          <p className="amb-example__label">A worked example</p>
          <p className="amb-example__main">
            {`${EXAMPLE_REFERRALS} monthly referrals × ${monthly!.commission} = `}
            <strong>{`${EXAMPLE_MONTHLY_EARNINGS} per month`}</strong>
          </p>
          <p className="muted">{`Refer ${EXAMPLE_REFERRALS} creators to the monthly plan and you earn ${EXAMPLE_MONTHLY_EARNINGS} every month they stay subscribed.`}</p>
        </Card>
      </MarketingSection>

      <MarketingSection id="amb-benefits-heading" title="Why creators join" className="mk-section--alt">
        <BenefitCards items={BENEFITS} />
      </MarketingSection>

      <MarketingSection id="amb-how-heading" title="How it works">
        <ol className="mk-grid mk-grid--3 mk-steps">
          {STEPS.map((step) => (
            <Card as="li" key={step.title} className="mk-step">
              <h3 className="mk-step__title">{step.title}</h3>
              <p className="muted">{step.text}</p>
            </Card>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection id="amb-terms-heading" title="Program terms" className="mk-section--alt" narrow>
        <dl className="amb-terms">
          {TERMS.map((term) => (
            <div key={term.title} className="amb-terms__item">
              <dt>{term.title}</dt>
              <dd className="muted">{term.text}</dd>
            </div>
          ))}
        </dl>
      </MarketingSection>

      <section id="apply" className="mk-section" aria-labelledby="amb-apply-heading">
        <div className="mk-container mk-narrow">
          <h2 id="amb-apply-heading" className="mk-section__title">
            Apply to become an ambassador
          </h2>
          <p className="mk-section__lead">{`It takes two minutes. We review every application within ${REVIEW_HOURS} hours.`}</p>
          <Card className="amb-apply">
            <AmbassadorApplicationForm />
          </Card>
        </div>
      </section>

      <MarketingSection id="amb-faq-heading" title="Frequently asked questions" className="mk-section--alt" narrow>
        <div className="amb-faq">
          {AMBASSADOR_FAQ.map((item) => (
            <div key={item.question} className="amb-faq__item">
              <h3 className="amb-faq__question">{item.question}</h3>
              <p className="muted">{item.answer}</p>
            </div>
          ))}
        </div>
      </MarketingSection>

      <SiteFooter />
    </div>
  );
}
