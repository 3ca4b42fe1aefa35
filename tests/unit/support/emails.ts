import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentIdea } from '#functions/shared/schemas';
import { exampleIdeas } from '#functions/content-engine/content-files';
import { parseCorpus } from '#functions/content-engine/corpus';
import { sourceOfInsight } from '#functions/content-engine/insight';
import { mineInsights } from '#functions/content-engine/insights';
import type { DailyIdeaEmailInput } from '#functions/delivery/emails/daily-idea';

/** Fixtures from the seed's own content, and the HTML checks every email shares. */

export const APP_URL = 'https://app.example.test';

/** A library idea, the first skincare example: one comment, one video (an insight of one). */
export function libraryIdea(): ContentIdea {
  return structuredClone(exampleIdeas('skincare')[0]!);
}

/**
 * The same idea carrying a mined insight's evidence from the starter corpus: other viewers
 * asking, "N viewers asked this", several videos with their links.
 */
export function insightIdea(): ContentIdea {
  return { ...libraryIdea(), source: structuredClone(minedSource()), generator: 'offline' };
}

let mined: ContentIdea['source'] | undefined;
function minedSource(): ContentIdea['source'] {
  if (mined) return mined;
  // A path, not new URL(..., import.meta.url): under the jsdom environment URL is jsdom's.
  const file = join(dirname(fileURLToPath(import.meta.url)), '../../../corpus/skincare.jsonl');
  const corpus = parseCorpus(readFileSync(file, 'utf8'));
  const insight = mineInsights('skincare', corpus.comments, corpus.videos, new Date('2026-11-24T00:00:00Z')).find(
    (candidate) => candidate.supporting.length >= 2 && candidate.videos.length >= 2,
  );
  if (!insight) throw new Error('The skincare corpus has no insight with supporting comments on several videos');
  mined = sourceOfInsight(insight);
  return mined;
}

export const ratingUrl = (rating: number) => `${APP_URL}/rate?token=rate-token&rating=${rating}`;
export const feedbackUrl = (action: 'filmed' | 'not_for_me') => `${APP_URL}/idea-feedback?token=feedback-token&action=${action}`;

export function dailyInput(idea: ContentIdea, overrides: Partial<DailyIdeaEmailInput> = {}): DailyIdeaEmailInput {
  return {
    appUrl: APP_URL,
    firstName: 'Dani',
    idea,
    nicheName: 'Skincare',
    ideaUrl: `${APP_URL}/content-idea/${idea.id}`,
    ratingUrls: [1, 2, 3, 4, 5].map(ratingUrl),
    feedbackUrls: { filmed: feedbackUrl('filmed'), notForMe: feedbackUrl('not_for_me') },
    preferencesUrl: `${APP_URL}/email-preferences?token=prefs-token`,
    unsubscribeUrl: `${APP_URL}/api/email/unsubscribe?token=unsub-token`,
    deliveryNote: 'You get this at 7:00 AM, Europe/London time.',
    ...overrides,
  };
}

export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Every link's address, in document order, as the mail client resolves it (entities decoded). */
export function hrefs(document: Document): string[] {
  return [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
}

/** The link whose visible text is exactly `text`. */
export function linkNamed(document: Document, text: string): HTMLAnchorElement | undefined {
  return [...document.querySelectorAll('a')].find((a) => a.textContent?.replace(/\s+/g, ' ').trim() === text);
}

/** The body's visible text, one space between text nodes and whitespace collapsed (the hidden inbox preview left out). */
export function visibleText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('[data-skip-in-text="true"]').forEach((node) => node.remove());
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

const FIXED_WIDTH = /(?:^|;)\s*(?:min-)?width\s*:\s*(\d+(?:\.\d+)?)(px|pt|em|rem)?\s*(?:;|$)/gi;

/**
 * Elements that would be wider than a 390 px phone: a `width` attribute in pixels, or a
 * `width`/`min-width` style in absolute units. (max-width is what keeps a column fluid.)
 */
export function fixedWidthsOver(document: Document, limitPx: number): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const attribute = element.getAttribute('width');
    if (attribute && !attribute.trim().endsWith('%') && Number.parseFloat(attribute) > limitPx)
      found.push(`<${element.tagName.toLowerCase()} width="${attribute}">`);
    for (const match of (element.getAttribute('style') ?? '').matchAll(FIXED_WIDTH)) {
      const value = Number.parseFloat(match[1]!);
      const unit = (match[2] ?? 'px').toLowerCase();
      const px = unit === 'pt' ? (value * 4) / 3 : unit === 'px' ? value : value * 16;
      if (px > limitPx) found.push(`<${element.tagName.toLowerCase()} style="${element.getAttribute('style')}">`);
    }
  }
  return found;
}

/** The classes the `prefers-color-scheme: dark` block of the email's <style> recolours. */
export function darkSchemeClasses(document: Document): Set<string> {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const start = css.indexOf('@media (prefers-color-scheme: dark)');
  if (start < 0) return new Set();
  let depth = 0;
  let end = css.indexOf('{', start);
  for (let i = end; i < css.length; i++) {
    if (css[i] === '{') depth++;
    if (css[i] === '}') depth--;
    if (depth === 0) {
      end = i;
      break;
    }
  }
  return new Set([...css.slice(start, end).matchAll(/\.([\w-]+)/g)].map((match) => match[1]!));
}

/** Elements that set a text colour inline but carry no class the dark scheme recolours. */
export function coloursWithoutDarkScheme(document: Document): string[] {
  const dark = darkSchemeClasses(document);
  return [...document.querySelectorAll('[style]')]
    .filter((element) => /(?:^|;)\s*color\s*:/i.test(element.getAttribute('style') ?? ''))
    .filter((element) => ![...element.classList].some((name) => dark.has(name)))
    .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.textContent?.slice(0, 40)}`);
}
