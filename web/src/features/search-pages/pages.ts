import { PRODUCT_NAME } from '#functions/shared/product';
import { paths } from '../../config/paths';
import { SITE_ORIGIN, type PublicPage } from '../../lib/public-page';
import { generatorFaq, socialFaq, tiktokFaq, viralFaq, youtubeFaq } from './data/faqs';
import type { FaqItem } from './data/types';
import { searchRoutes, type SearchPath } from './routes';

interface SearchPageHead {
  readonly title: string;
  readonly description: string;
  /** The same items the page renders, so the FAQPage markup always matches the visible FAQ. */
  readonly faq: readonly FaqItem[];
}

/** The head of each search route; a route without one does not compile. */
const heads: Record<SearchPath, SearchPageHead> = {
  [paths.tiktokContentIdeas]: {
    title: `TikTok Content Ideas From Real Comments | ${PRODUCT_NAME}`,
    description:
      'Get one ready-to-film TikTok idea every morning, built from real comments on viral videos in your niche. Hooks, script and shots included. 7 days free.',
    faq: tiktokFaq,
  },
  [paths.contentIdeasGenerator]: {
    title: `Content Ideas Generator Built on Comments | ${PRODUCT_NAME}`,
    description:
      'A content ideas generator that starts from what real viewers ask, not a blank prompt. One scripted idea for your niche daily at 7:00 AM. Try 7 days free.',
    faq: generatorFaq,
  },
  [paths.viralVideoIdeas]: {
    title: `Viral Video Ideas Backed by Comment Data | ${PRODUCT_NAME}`,
    description:
      'Viral video ideas drawn from the comments of videos that already took off. One scripted idea with three hooks every morning. Start a 7-day free trial.',
    faq: viralFaq,
  },
  [paths.socialMediaContentIdeas]: {
    title: `Social Media Content Ideas for Brands | ${PRODUCT_NAME}`,
    description:
      'Daily social media content ideas for creators, brands and salons, written from real audience comments. Hooks and a full script in your inbox at 7:00 AM.',
    faq: socialFaq,
  },
  [paths.youtubeContentIdeas]: {
    title: `YouTube Content Ideas for Shorts | ${PRODUCT_NAME}`,
    description:
      'YouTube Shorts ideas written from real viewer comments, with hooks for the first seconds and a scene-by-scene script. One new idea daily. Try 7 days free.',
    faq: youtubeFaq,
  },
};

export const searchPages: PublicPage[] = searchRoutes.map((route) => {
  const { title, description, faq } = heads[route.path];
  return { ...route, title, description, structuredData: [webPage(route.path, title, description), faqPage(route.path, faq)] };
});

function webPage(path: string, title: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    description,
    url: `${SITE_ORIGIN}${path}`,
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: SITE_ORIGIN },
  };
}

function faqPage(path: string, faq: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${SITE_ORIGIN}${path}#faq`,
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
