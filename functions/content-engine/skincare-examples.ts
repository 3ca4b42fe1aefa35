import { days, topics } from '../../content/examples/skincare.json';
import type { ContentIdea } from '#functions/shared/schemas';
import { exampleIdeaId, ideasOfDays, type IdeaDay } from './daily-ideas';

/**
 * The skincare example ideas behind /skincare-idea-{n}-{a|b} (docs/product-rules.md#public-pages), for the web app, which
 * prerenders their pages from content/examples/skincare.json (the seed reads the same file through
 * content-files.ts and loads them as public ideas). Not for Lambda code: a function imports no
 * content, it reads it (content-files.ts). Topics #1 to #4 are the ones the public pages name.
 */
export const SKINCARE_EXAMPLES: readonly ContentIdea[] = ideasOfDays('skincare', days as IdeaDay[], exampleIdeaId);

export const SKINCARE_EXAMPLE_TOPICS: Readonly<Record<number, string>> = topics;
