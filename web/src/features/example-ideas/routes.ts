import { exampleIdeaPath } from '../../config/paths';
import type { PublicRoute } from '../../lib/public-route';

/**
 * The example ideas that have a page, by number and variant (/skincare-idea-1-a …
 * /skincare-idea-6-b, /skincare-idea-7-b: docs/product-rules.md#public-pages). Listed here rather
 * than read from SKINCARE_EXAMPLES so the router does not carry the ideas' text; a unit test keeps
 * the two lists equal.
 */
const EXAMPLES: ReadonlyArray<readonly [number, 'a' | 'b']> = [
  [1, 'a'],
  [1, 'b'],
  [2, 'a'],
  [2, 'b'],
  [3, 'a'],
  [3, 'b'],
  [4, 'a'],
  [4, 'b'],
  [5, 'a'],
  [5, 'b'],
  [6, 'a'],
  [6, 'b'],
  [7, 'b'],
];

/** The example idea pages' routes; their heads are in ./pages.ts. */
export const exampleIdeaRoutes: readonly PublicRoute[] = EXAMPLES.map(([ideaNumber, variant]) => ({
  path: exampleIdeaPath(ideaNumber, variant),
  load: () => import('./pages/example-idea').then((module) => ({ default: module.pageFor(ideaNumber, variant) })),
}));
