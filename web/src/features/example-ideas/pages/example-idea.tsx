import type { ComponentType } from 'react';
import type { ContentIdea } from '#functions/shared/schemas';
import { exampleIdeaPath } from '@/config/paths';
import { ExampleIdeaLayout, type RelatedIdea } from '../components/example-idea-layout';
import { exampleVariant } from '../variant';

/** What an example's module holds (web/example-ideas-plugin.ts): its idea, and every example's title for the links. */
export interface ExampleModule {
  idea: ContentIdea;
  titles: ReadonlyArray<Pick<ContentIdea, 'id' | 'ideaNumber' | 'variant' | 'title'>>;
}

const pages = new Map<string, ComponentType>();

/**
 * The page component for one example, e.g. for /skincare-idea-3-b. The prerender and the router
 * render it without props, so the idea is bound here. The same component is returned on every
 * call, so React never sees a new component type.
 */
export function pageFor({ idea, titles }: ExampleModule): ComponentType {
  const existing = pages.get(idea.id);
  if (existing) return existing;

  const related: RelatedIdea[] = titles
    .filter((other) => other.id !== idea.id)
    .map((other) => ({
      href: exampleIdeaPath(other.ideaNumber, exampleVariant(other)),
      label: `#${other.ideaNumber}${other.variant}: ${other.title}`,
    }));

  const page = () => <ExampleIdeaLayout idea={idea} related={related} />;
  page.displayName = `ExampleIdea${idea.ideaNumber}${idea.variant}`;
  pages.set(idea.id, page);
  return page;
}
