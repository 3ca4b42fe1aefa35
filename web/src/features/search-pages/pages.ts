import { PRODUCT_NAME } from '../../../../functions/domain/product';
import { paths } from '../../app/paths';
import { SITE_ORIGIN, type PublicPage } from '../../public/page';
import { generatorFaq, socialFaq, tiktokFaq, viralFaq, youtubeFaq } from './data/faqs';
import type { FaqItem } from './data/types';

interface SearchPageEntry {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** The same items the page renders, so the FAQPage markup always matches the visible FAQ. */
  readonly faq: readonly FaqItem[];
  readonly load: PublicPage['load'];
}

const entries: readonly SearchPageEntry[] = [
  {
    path: paths.tiktokContentIdeas,
    title: `TikTok Content Ideas From Real Comments | ${PRODUCT_NAME}`,
    description:
      'Get one ready-to-film TikTok idea every morning, built from real comments on viral videos in your niche. Hooks, script and shots included. 7 days free.',
    faq: tiktokFaq,
    load: () => import('./pages/tiktok-content-ideas'),
  },
  {
    path: paths.contentIdeasGenerator,
    title: `Content Ideas Generator Built on Comments | ${PRODUCT_NAME}`,
    description:
      'A content ideas generator that starts from what real viewers ask, not a blank prompt. One scripted idea for your niche daily at 7:00 AM. Try 7 days free.',
    faq: generatorFaq,
    load: () => import('./pages/content-ideas-generator'),
  },
  {
    path: paths.viralVideoIdeas,
    title: `Viral Video Ideas Backed by Comment Data | ${PRODUCT_NAME}`,
    description:
      'Viral video ideas drawn from the comments of videos that already took off. One scripted idea with three hooks every morning. Start a 7-day free trial.',
    faq: viralFaq,
    load: () => import('./pages/viral-video-ideas'),
  },
  {
    path: paths.socialMediaContentIdeas,
    title: `Social Media Content Ideas for Brands | ${PRODUCT_NAME}`,
    description:
      'Daily social media content ideas for creators, brands and salons, written from real audience comments. Hooks and a full script in your inbox at 7:00 AM.',
    faq: socialFaq,
    load: () => import('./pages/social-media-content-ideas'),
  },
  {
    path: paths.youtubeContentIdeas,
    title: `YouTube Content Ideas for Shorts | ${PRODUCT_NAME}`,
    description:
      'YouTube Shorts ideas written from real viewer comments, with hooks for the first seconds and a scene-by-scene script. One new idea daily. Try 7 days free.',
    faq: youtubeFaq,
    load: () => import('./pages/youtube-content-ideas'),
  },
];

export const searchPages: PublicPage[] = entries.map(({ path, title, description, faq, load }) => ({
  path,
  title,
  description,
  structuredData: [webPage(path, title, description), faqPage(path, faq)],
  load,
}));

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
