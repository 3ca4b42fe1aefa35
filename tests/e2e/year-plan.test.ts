import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount } from '../support/cognito';
import { useStackTable } from '../support/data';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

beforeAll(() => {
  useStackTable(stack);
});

/** A yearly skincare creator with two weeks of ideas unlocked. */
async function yearlyCreator(): Promise<{ email: string; password: string }> {
  const email = `year-e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'year-e2e-pass-1';
  const userId = await createAccount(stack, email, password);
  const now = new Date().toISOString();
  const { putSubscriber } = await import('#functions/subscribers/store');
  const { progressItem } = await import('#functions/ideas/progress-store');
  const { putAll } = await import('#functions/platform/table/batch');
  await putSubscriber({
    userId,
    email,
    firstName: 'Yara',
    lastName: 'Plan',
    niche: 'skincare',
    subscribed: true,
    onboardingCompleted: true,
    subscriptionTier: 'yearly',
    subscriptionStatus: 'active',
    subscriptionEnd: null,
    referredBy: null,
    timeZone: 'UTC',
    stripeCustomerId: null,
    testMode: false,
    createdAt: now,
    updatedAt: now,
  });
  await putAll([progressItem({ userId, email, niche: 'skincare', contentDaysUnlocked: 14, createdAt: now, unlockingSince: null })]);
  return { email, password };
}

/** "May 2027": the next May, which the 12 months from now always hold. */
function nextMay(): { label: string; year: number } {
  const now = new Date();
  const year = now.getUTCMonth() < 4 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return { label: `May ${year}`, year };
}

describe('the year plan', () => {
  it('opens under the Calendar tab’s Year switch and schedules a suggested idea on its film-by day', async () => {
    const creator = await yearlyCreator();
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, creator.email, creator.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'Year' }).click();
    await page.getByRole('heading', { name: 'Year plan' }).waitFor();

    const may = page.getByRole('listitem', { name: nextMay().label });
    await may.getByRole('heading', { name: 'Sunscreen season' }).waitFor();
    expect(await may.innerText()).toContain('Film by Apr 3');
    const schedule = may.getByRole('button', { name: /^Schedule ".*" to film on Apr 3$/ }).first();
    const label = (await schedule.getAttribute('aria-label'))!;
    const title = /^Schedule "(.*)" to film on/.exec(label)![1]!;
    await schedule.click();

    expect(await toastText(page, 'Scheduled')).toContain(`"${title}" is on your calendar to film on Apr 3.`);
    const april = page.getByRole('listitem', { name: `April ${nextMay().year}` });
    await april.getByRole('link', { name: title }).waitFor();
    expect(await april.innerText()).toContain('1 scheduled');

    // At 390 px the months are one column and nothing sticks out sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('shows the monthly demo subscriber what it does and the upgrade to Yearly', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await signInThroughForm(page, stack.accounts.subscriber.email, stack.accounts.subscriber.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'Year' }).click();

    await page.getByRole('heading', { name: 'Annual planning tools' }).waitFor();
    // A subscriber with a subscription upgrades in place: the plan change, not a link away.
    expect(await page.getByRole('button', { name: 'Upgrade to Yearly' }).count()).toBe(1);
    await context.close();
  });
});
