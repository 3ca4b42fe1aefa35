import { describe, expect, it } from 'vitest';
import { isCurrentLink, NAV_ITEMS } from '@/features/navigation/nav-items';
import { isTopNavHidden } from '@/features/navigation/nav-visibility';

describe('top navigation visibility', () => {
  it.each(['/onboarding', '/onboarding/plan', '/onboarding-success'])('is hidden on %s', (path) => {
    expect(isTopNavHidden(path)).toBe(true);
  });

  it.each(['/', '/auth', '/dashboard', '/skincare', '/complete-subscription', '/x/onboarding'])('is shown on %s', (path) => {
    expect(isTopNavHidden(path)).toBe(false);
  });
});

describe('the current navigation item', () => {
  const current = (pathname: string) => NAV_ITEMS.filter((item) => isCurrentLink(item, pathname)).map((item) => item.label);

  it.each([
    ['/', ['Home']],
    ['/skincare', ['Skincare']],
    ['/skincare/', ['Skincare']],
    ['/skincare/routines/idea-2-b', ['Skincare']],
    ['/skincare-idea-1-a', []],
    ['/tiktok-growth', ['TikTok Growth']],
    ['/tiktok-content-ideas', []],
    ['/auth', []],
  ])('on %s is %j, as react-router marks it in the app', (pathname, labels) => {
    expect(current(pathname)).toEqual(labels);
  });

  it('is never the brand or a call to action', () => {
    expect(isCurrentLink({ to: '/', label: 'CommentSpark', className: 'brand' }, '/')).toBe(false);
  });
});
