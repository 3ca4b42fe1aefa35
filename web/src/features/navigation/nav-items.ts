import { paths } from '../../config/paths';

/** A link of the site header: the brand, a navigation item, or a call to action styled as a button. */
export interface HeaderLink {
  readonly to: string;
  readonly label: string;
  readonly className: string;
  /** Navigation items mark the page they lead to: on the exact path (Home), or also on paths below it. */
  readonly current?: 'exact' | 'below';
}

/** The top navigation (docs/product-rules.md#navigation-and-not-found). */
export const NAV_ITEMS: readonly HeaderLink[] = [
  { to: paths.home, label: 'Home', className: 'site-header__link', current: 'exact' },
  { to: paths.skincare, label: 'Skincare', className: 'site-header__link', current: 'below' },
  { to: paths.haircare, label: 'Haircare', className: 'site-header__link', current: 'below' },
  { to: paths.tiktokGrowth, label: 'TikTok Growth', className: 'site-header__link', current: 'below' },
];

/**
 * Whether `link` leads to the page at `pathname`, as react-router's NavLink decides it in the SPA, so
 * a prerendered page marks the same item: `/skincare/routines/idea-2-b` is below Skincare,
 * `/skincare-idea-1-a` is not.
 */
export function isCurrentLink(link: HeaderLink, pathname: string): boolean {
  if (!link.current) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === link.to) return true;
  return link.current === 'below' && path.startsWith(`${link.to}/`);
}

/** Offered besides the top navigation to a signed-in admin only: the way into the admin area. */
export const ADMIN_NAV_ITEM: HeaderLink = { to: paths.admin, label: 'Admin', className: 'site-header__link', current: 'below' };

/** Offered to a signed-in ambassador: the way back to their portal. */
export const AMBASSADOR_NAV_ITEM: HeaderLink = { to: paths.ambassador, label: 'Portal', className: 'site-header__link', current: 'below' };
