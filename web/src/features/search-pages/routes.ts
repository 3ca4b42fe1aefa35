import { paths } from '../../config/paths';
import type { PublicRoute } from '../../lib/public-route';

/** The five search pages' routes; their heads are in ./pages.ts. */
export const searchRoutes = [
  { path: paths.tiktokContentIdeas, load: () => import('./pages/tiktok-content-ideas') },
  { path: paths.contentIdeasGenerator, load: () => import('./pages/content-ideas-generator') },
  { path: paths.viralVideoIdeas, load: () => import('./pages/viral-video-ideas') },
  { path: paths.socialMediaContentIdeas, load: () => import('./pages/social-media-content-ideas') },
  { path: paths.youtubeContentIdeas, load: () => import('./pages/youtube-content-ideas') },
] as const satisfies readonly PublicRoute[];

export type SearchPath = (typeof searchRoutes)[number]['path'];
