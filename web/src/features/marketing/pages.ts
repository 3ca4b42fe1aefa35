import { PLANS } from '#functions/shared/plans';
import { PRODUCT_NAME } from '#functions/shared/product';
import { paths } from '../../config/paths';
import { SITE_ORIGIN, type PublicPage } from '../../lib/public-page';
import { ambassadorRoutes, marketingRoutes, type MarketingPath } from './routes';
import { AMBASSADOR_FAQ, COMMISSION_PERCENT, EARNINGS, REVIEW_HOURS } from './ambassador-programme';
import { CONTACT_EMAIL, SOCIAL_URL } from './site';

const url = (path: string) => new URL(path, SITE_ORIGIN).href;

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: PRODUCT_NAME,
  url: url(paths.home),
  email: CONTACT_EMAIL,
  sameAs: [SOCIAL_URL],
};

const website = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: PRODUCT_NAME,
  url: url(paths.home),
  description: 'One ready-to-film content idea a day, drawn from real audience comments on viral short videos.',
};

const UNIT_CODES = { week: 'WEE', month: 'MON', year: 'ANN' } as const;

/** The subscription for one niche, with the three plans as offers (prices from PLANS only). */
function nicheProduct(path: string, nicheName: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${PRODUCT_NAME} for ${nicheName} creators`,
    description,
    url: url(path),
    brand: { '@type': 'Brand', name: PRODUCT_NAME },
    offers: PLANS.map((plan) => ({
      '@type': 'Offer',
      name: `${plan.name} plan`,
      price: plan.price.toFixed(2),
      priceCurrency: 'USD',
      url: url(paths.onboarding),
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.price.toFixed(2),
        priceCurrency: 'USD',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES[plan.period] },
      },
    })),
  };
}

function webPage(path: string, name: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url: url(path),
    isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: url(paths.home) },
  };
}

/** The FAQ the page shows, as schema.org FAQPage: one list, so the two always agree. */
function faqPage(path: string, items: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: url(path),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

const descriptions = {
  home: 'CommentSpark reads real comments on viral short videos and sends you one ready-to-film content idea every morning. Start your 7-day free trial.',
  skincare:
    'Daily skincare video ideas built from real comments on viral routine and ingredient videos: hooks, script and visuals. Join the early access waiting list.',
  haircare:
    'Daily haircare and posture content ideas drawn from real comments on viral videos, with hooks, script and visuals ready to film. Join the waiting list.',
  tiktokGrowth:
    'Daily TikTok growth content ideas from the questions creators ask under viral videos: hooks, views, analytics. Join the CommentSpark waiting list.',
  promoCode:
    'Have a CommentSpark promo code? Claim it to get one ready-to-film content idea a day, drawn from real comments on viral videos. Limited codes remain.',
  promoCode1:
    'Claim your CommentSpark promo code before they run out: a daily content idea with hooks and a script, built from real comments on viral videos.',
  promoCode2:
    'Enter your CommentSpark promo code and your niche, and get your first ready-to-film content idea by email within 24 hours. No credit card needed.',
  ambassadors: `Earn ${COMMISSION_PERCENT} lifetime commission recommending ${PRODUCT_NAME}: ${EARNINGS[1]!.commission} on every monthly payment, paid monthly. Apply now, reviewed in ${REVIEW_HOURS} hours.`,
};

type PageHead = Omit<PublicPage, 'path' | 'load'>;

/** The head of each marketing route; a route without one does not compile. */
const heads: Record<MarketingPath, PageHead> = {
  [paths.home]: {
    title: `${PRODUCT_NAME}: What Should You Post Today?`,
    description: descriptions.home,
    structuredData: [organization, website],
  },
  [paths.skincare]: {
    title: `Skincare Content Ideas, Daily | ${PRODUCT_NAME}`,
    description: descriptions.skincare,
    structuredData: [nicheProduct(paths.skincare, 'Skincare', descriptions.skincare)],
  },
  [paths.haircare]: {
    title: `Haircare & Posture Content Ideas | ${PRODUCT_NAME}`,
    description: descriptions.haircare,
    structuredData: [nicheProduct(paths.haircare, 'Haircare', descriptions.haircare)],
  },
  [paths.tiktokGrowth]: {
    title: `TikTok Growth Content Ideas | ${PRODUCT_NAME}`,
    description: descriptions.tiktokGrowth,
    structuredData: [nicheProduct(paths.tiktokGrowth, 'TikTok Growth', descriptions.tiktokGrowth)],
  },
  [paths.promoCode]: {
    title: `Claim Your Promo Code | ${PRODUCT_NAME}`,
    description: descriptions.promoCode,
    structuredData: [webPage(paths.promoCode, 'Claim your promo code', descriptions.promoCode)],
    indexable: false,
  },
  [paths.promoCode1]: {
    title: `Limited Promo: Free Daily Ideas | ${PRODUCT_NAME}`,
    description: descriptions.promoCode1,
    structuredData: [webPage(paths.promoCode1, 'Limited promo', descriptions.promoCode1)],
    indexable: false,
  },
  [paths.promoCode2]: {
    title: `Redeem a Promo Code | ${PRODUCT_NAME}`,
    description: descriptions.promoCode2,
    structuredData: [webPage(paths.promoCode2, 'Redeem a promo code', descriptions.promoCode2)],
    indexable: false,
  },
};

/**
 * The marketing pages (docs/product-rules.md#public-pages). The three promo pages are campaign
 * landings reached from a link with a code, so they stay out of the sitemap and search results.
 */
export const marketingPages: PublicPage[] = marketingRoutes.map((route) => ({ ...route, ...heads[route.path] }));

/** /ambassadors: the programme's pitch and application, with its FAQ as FAQPage data. */
export const ambassadorPages: PublicPage[] = ambassadorRoutes.map((route) => ({
  ...route,
  title: `Ambassador Program: ${COMMISSION_PERCENT} Lifetime Commission | ${PRODUCT_NAME}`,
  description: descriptions.ambassadors,
  structuredData: [
    webPage(route.path, `${PRODUCT_NAME} Ambassador Program`, descriptions.ambassadors),
    faqPage(route.path, AMBASSADOR_FAQ),
  ],
}));
