/**
 * Every route path of the web app, in one place. JSX links and navigations use these constants
 * (or the builders below), never string literals.
 */
export const paths = {
  home: '/',
  auth: '/auth',
  onboarding: '/onboarding',
  onboardingSuccess: '/onboarding-success',
  completeSubscription: '/complete-subscription',
  dashboard: '/dashboard',
  contentIdea: '/content-idea/:ideaId',
  skincare: '/skincare',
  haircare: '/haircare',
  tiktokGrowth: '/tiktok-growth',
  tiktokContentIdeas: '/tiktok-content-ideas',
  contentIdeasGenerator: '/content-ideas-generator',
  viralVideoIdeas: '/viral-video-ideas',
  socialMediaContentIdeas: '/social-media-content-ideas',
  youtubeContentIdeas: '/youtube-content-ideas',
  promoCode: '/promo-code',
  ambassadors: '/ambassadors',
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
  adminAmbassadors: '/admin/ambassadors',
  notFound: '*',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Query parameters the /auth page understands. */
export interface AuthSearch {
  /** Text shown above the form, e.g. "Please log in to access your dashboard". */
  message?: string;
  /** `true` opens the new-password form (the password-reset email links here). */
  reset?: boolean;
  email?: string;
  code?: string;
}

export function authPath(search: AuthSearch = {}): string {
  const query = new URLSearchParams();
  if (search.message) query.set('message', search.message);
  if (search.reset) query.set('reset', 'true');
  if (search.email) query.set('email', search.email);
  if (search.code) query.set('code', search.code);
  const text = query.toString();
  return text ? `${paths.auth}?${text}` : paths.auth;
}

export function contentIdeaPath(ideaId: string): string {
  return paths.contentIdea.replace(':ideaId', encodeURIComponent(ideaId));
}
