import { describe, expect, it } from 'vitest';
import { isTopNavHidden } from '../../web/src/features/navigation/nav-visibility';

describe('top navigation visibility', () => {
  it.each(['/onboarding', '/onboarding/plan', '/onboarding-success'])('is hidden on %s', (path) => {
    expect(isTopNavHidden(path)).toBe(true);
  });

  it.each(['/', '/auth', '/dashboard', '/skincare', '/complete-subscription', '/x/onboarding'])('is shown on %s', (path) => {
    expect(isTopNavHidden(path)).toBe(false);
  });
});
