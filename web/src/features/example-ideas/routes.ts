import { exampleIdeaPath } from '../../config/paths';
import type { PublicRoute } from '../../lib/public-route';
import type { ExampleModule } from './pages/example-idea';

/**
 * The example ideas that have a page, by number and variant (/skincare-idea-1-a …
 * /skincare-idea-6-b, /skincare-idea-7-b: docs/product-rules.md#public-pages), each with its idea's
 * own module (web/example-ideas-plugin.ts), so a page downloads its idea and not the thirteen.
 * Listed here rather than read from SKINCARE_EXAMPLES so the router does not carry the ideas'
 * text; a unit test keeps the two lists equal.
 */
const EXAMPLES: ReadonlyArray<readonly [number, 'a' | 'b', () => Promise<ExampleModule>]> = [
  [1, 'a', () => import('virtual:example-idea/skincare-idea-1-a')],
  [1, 'b', () => import('virtual:example-idea/skincare-idea-1-b')],
  [2, 'a', () => import('virtual:example-idea/skincare-idea-2-a')],
  [2, 'b', () => import('virtual:example-idea/skincare-idea-2-b')],
  [3, 'a', () => import('virtual:example-idea/skincare-idea-3-a')],
  [3, 'b', () => import('virtual:example-idea/skincare-idea-3-b')],
  [4, 'a', () => import('virtual:example-idea/skincare-idea-4-a')],
  [4, 'b', () => import('virtual:example-idea/skincare-idea-4-b')],
  [5, 'a', () => import('virtual:example-idea/skincare-idea-5-a')],
  [5, 'b', () => import('virtual:example-idea/skincare-idea-5-b')],
  [6, 'a', () => import('virtual:example-idea/skincare-idea-6-a')],
  [6, 'b', () => import('virtual:example-idea/skincare-idea-6-b')],
  [7, 'b', () => import('virtual:example-idea/skincare-idea-7-b')],
];

/** The example idea pages' routes; their heads are in ./pages.ts. */
export const exampleIdeaRoutes: readonly PublicRoute[] = EXAMPLES.map(([ideaNumber, variant, loadExample]) => ({
  path: exampleIdeaPath(ideaNumber, variant),
  load: () =>
    Promise.all([import('./pages/example-idea'), loadExample()]).then(([module, example]) => ({ default: module.pageFor(example) })),
}));
