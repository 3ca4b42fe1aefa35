import { describe, expect, it } from 'vitest';
import { SKINCARE_EXAMPLES } from '#functions/content-engine/skincare-examples';
import { exampleIdeaPath, paths } from '@/config/paths';
import { exampleIdeaRoutes } from '@/features/example-ideas/routes';
import { exampleVariant } from '@/features/example-ideas/variant';
import { publicPages } from '@/public/registry';
import { findPublicRoute, publicRoutes } from '@/public/routes';

describe('public routes', () => {
  it('route exactly the prerendered pages, in the same order', () => {
    expect(publicRoutes.map((route) => route.path)).toEqual(publicPages.map((page) => page.path));
  });

  it('give every skincare example idea a page, and no page without an example', () => {
    const examples = SKINCARE_EXAMPLES.map((idea) => exampleIdeaPath(idea.ideaNumber, exampleVariant(idea)));
    expect(exampleIdeaRoutes.map((route) => route.path)).toEqual(examples);
  });

  it('find a page with or without a trailing slash, and nothing for an app route', () => {
    expect(findPublicRoute('/skincare/')?.path).toBe(paths.skincare);
    expect(findPublicRoute(paths.home)?.path).toBe(paths.home);
    expect(findPublicRoute(paths.dashboard)).toBeUndefined();
  });
});
