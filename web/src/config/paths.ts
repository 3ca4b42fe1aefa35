import { ideaSlug } from '#functions/ideas/slug';

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
  /** Daily-email settings from a signed link in an email (`?token=`), or the dashboard's when signed in. */
  emailPreferences: '/email-preferences',
  /** The confirm page of an email's unsubscribe link (`?token=`); the API's GET of that link redirects here. */
  unsubscribe: '/unsubscribe',
  /** A star in the daily email (`?token=&rating=`): saves the rating, then opens the idea. */
  rate: '/rate',
  /** "Filmed it" / "Not for me" in the daily email (`?token=&action=`): saves the answer, then thanks. */
  ideaFeedback: '/idea-feedback',
  skincare: '/skincare',
  haircare: '/haircare',
  tiktokGrowth: '/tiktok-growth',
  tiktokContentIdeas: '/tiktok-content-ideas',
  contentIdeasGenerator: '/content-ideas-generator',
  viralVideoIdeas: '/viral-video-ideas',
  socialMediaContentIdeas: '/social-media-content-ideas',
  youtubeContentIdeas: '/youtube-content-ideas',
  promoCode: '/promo-code',
  promoCode1: '/promo-code-1',
  promoCode2: '/promo-code-2',
  /** Example idea pages: `/skincare-idea-1-a` … `/skincare-idea-6-b`, `/skincare-idea-7-b` (see exampleIdeaPath). */
  exampleIdea: '/skincare-idea-:number-:variant',
  /** The public idea page loaded from data: `/{niche}/{subNiche}/idea-{n}-{letter}`. */
  publicIdea: '/:niche/:subNiche/:ideaSlug',
  ambassadors: '/ambassadors',
  /** An ambassador's own portal: their link and figures (group `ambassador`). */
  ambassador: '/ambassador',
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
  adminAmbassadors: '/admin/ambassadors',
  /** One support request: its facts, thread and reply box (the inbox is the admin dashboard's Support tab). */
  adminSupportRequest: '/admin/support/:requestId',
  /** The AI chat that writes a subscriber's creator profile (admins only). */
  createUserContentProfile: '/create-user-content-profile',
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

/** `/dashboard?tab=settings` opens that tab, so other pages and emails can link to it. */
export const DASHBOARD_TAB_PARAM = 'tab';

export function dashboardTabPath(tab: string): string {
  return `${paths.dashboard}?${new URLSearchParams({ [DASHBOARD_TAB_PARAM]: tab }).toString()}`;
}

/** `/admin?tab=debug` opens that admin tool. */
export const ADMIN_TAB_PARAM = 'tab';

/** `/email-preferences?token=…`; without a token the page sends a signed-in user to the dashboard's Settings. */
export function emailPreferencesPath(token?: string): string {
  return token ? `${paths.emailPreferences}?${new URLSearchParams({ token }).toString()}` : paths.emailPreferences;
}

export function contentIdeaPath(ideaId: string): string {
  return paths.contentIdea.replace(':ideaId', encodeURIComponent(ideaId));
}

export function adminSupportRequestPath(requestId: string): string {
  return paths.adminSupportRequest.replace(':requestId', encodeURIComponent(requestId));
}

/** `/skincare-idea-3-b`. */
export function exampleIdeaPath(number: number, variant: 'a' | 'b'): string {
  return `/skincare-${ideaSlug(number, variant)}`;
}

/** `/skincare/acne/idea-4-b`. */
export function publicIdeaPath(niche: string, subNiche: string, ideaNumber: number, variant: string): string {
  return `/${encodeURIComponent(niche)}/${encodeURIComponent(subNiche)}/${ideaSlug(ideaNumber, variant)}`;
}
