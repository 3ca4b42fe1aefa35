import { paths } from '../../config/paths';

/** The site header stays out of the sign-up flow (spec 2: hidden on paths beginning /onboarding). */
export function isTopNavHidden(pathname: string): boolean {
  return pathname.startsWith(paths.onboarding);
}
