import type { ComponentType } from 'react';
import { SKINCARE_EXAMPLES, skincareExample } from '#functions/content-engine/skincare-examples';
import { exampleIdeaPath } from '@/config/paths';
import { ExampleIdeaLayout, type RelatedIdea } from '../components/example-idea-layout';
import { exampleVariant } from '../variant';

const pages = new Map<string, ComponentType>();

/**
 * The page component for one example, e.g. pageFor(3, 'b') for /skincare-idea-3-b. The
 * prerender and the router render it without props, so the idea is bound here. The same
 * component is returned on every call, so React never sees a new component type.
 */
export function pageFor(ideaNumber: number, variant: 'a' | 'b'): ComponentType {
  const key = exampleIdeaPath(ideaNumber, variant);
  const existing = pages.get(key);
  if (existing) return existing;

  const idea = skincareExample(ideaNumber, variant);
  if (!idea) throw new Error(`There is no skincare example idea at ${key}`);
  const related: RelatedIdea[] = SKINCARE_EXAMPLES.filter((other) => other.id !== idea.id).map((other) => ({
    href: exampleIdeaPath(other.ideaNumber, exampleVariant(other)),
    label: `#${other.ideaNumber}${other.variant}: ${other.title}`,
  }));

  const page = () => <ExampleIdeaLayout idea={idea} related={related} />;
  page.displayName = `ExampleIdea${ideaNumber}${variant.toUpperCase()}`;
  pages.set(key, page);
  return page;
}
