import { paths } from '../../config/paths';

/**
 * The site header stays out of the sign-up flow (hidden on paths beginning /onboarding:
 * docs/product-rules.md#navigation-and-not-found).
 */
export function isTopNavHidden(pathname: string): boolean {
  return pathname.startsWith(paths.onboarding);
}
