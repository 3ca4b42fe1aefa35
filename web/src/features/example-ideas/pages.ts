import type { ContentIdea } from '#functions/shared/schemas';
import { SKINCARE_EXAMPLES } from '#functions/content-engine/skincare-examples';
import { PRODUCT_NAME } from '#functions/shared/product';
import { exampleIdeaPath } from '../../config/paths';
import { SITE_ORIGIN, type PublicPage } from '../../lib/public-page';
import { exampleIdeaRoutes } from './routes';
import { exampleVariant } from './variant';

/** One prerendered page per skincare example idea: /skincare-idea-1-a … /skincare-idea-7-b. */
export const exampleIdeaPages: PublicPage[] = SKINCARE_EXAMPLES.map((idea) => {
  const path = exampleIdeaPath(idea.ideaNumber, exampleVariant(idea));
  const route = exampleIdeaRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Example idea ${idea.id} has no route: add it to example-ideas/routes.ts`);
  const description = describe(idea);
  return {
    ...route,
    title: `Skincare content idea #${idea.ideaNumber}: ${idea.title}`,
    description,
    structuredData: [howTo(idea, path, description)],
  };
});

function describe(idea: ContentIdea): string {
  return `A ready-to-film skincare video: "${idea.title}". Three hooks, a ${idea.content.sections.length}-part script with voiceover and shots, and the comment behind it.`;
}

function howTo(idea: ContentIdea, path: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: idea.title,
    description,
    url: `${SITE_ORIGIN}${path}`,
    inLanguage: 'en',
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: SITE_ORIGIN },
    step: idea.content.sections.map((section, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: section.title,
      text: section.voiceover,
    })),
  };
}
