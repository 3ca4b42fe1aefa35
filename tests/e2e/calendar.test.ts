import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_ACCOUNTS } from '#lib/local/accounts';
import { api } from '../support/api';
import { createAccount, signIn } from '../support/cognito';
import { completeCheckout, settled } from '../support/stripe';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

/**
 * The content calendar in the browser (docs/product-rules.md#content-calendar): the demo creator
 * (monthly) schedules ideas by dragging them with the mouse and with the keyboard, marks one posted
 * with a video of the YouTube emulator, and finds it in the private feed; a weekly creator meets the
 * upgrade prompt instead.
 */
const stack = inject('stack');
const browser = useBrowser();

/** Optional screenshots for a reviewer: set CALENDAR_SCREENSHOTS to a folder. */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.CALENDAR_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function openCalendar(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Calendar' }).click();
  await page.getByRole('heading', { name: 'Content calendar' }).waitFor();
}

const trayRegion = (page: Page) => page.getByRole('region', { name: 'Unscheduled' });

/** The first idea in the tray: its handle and its title (from the handle's name, "Move Day 7: …"). */
async function firstTrayIdea(page: Page): Promise<{ handle: Locator; title: string }> {
  const handle = trayRegion(page)
    .getByRole('button', { name: /^Move Day \d+: / })
    .first();
  await handle.waitFor();
  const name = (await handle.getAttribute('aria-label'))!;
  return { handle, title: name.replace(/^Move Day \d+: /, '') };
}

const dayCell = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Content lines as a calendar app reads them: unfolded. */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

describe('the content calendar', () => {
  it('schedules ideas by drag and drop and by keyboard, marks one posted with its video, and shows it in the feed', async () => {
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.setViewportSize({ width: 1280, height: 1100 });
    const { email, password } = LOCAL_ACCOUNTS.subscriber;
    await signInThroughForm(page, email, password);
    await page.waitForURL('**/dashboard');
    await openCalendar(page);
    const today = (await page.locator('.calendar__day--today').getAttribute('data-date'))!;

    // With the mouse: from the tray onto today.
    const dragged = await firstTrayIdea(page);
    await dayCell(page, today).scrollIntoViewIfNeeded();
    const from = (await dragged.handle.boundingBox())!;
    const to = (await dayCell(page, today).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    await dayCell(page, today)
      .getByRole('button', { name: `Film: ${dragged.title}. Open details` })
      .waitFor();

    // With the keyboard: Space picks it up, the first arrow lands on today, the next one a day on, Enter drops.
    const moved = await firstTrayIdea(page);
    const dayAfter = plusDays(today, 1);
    const right = (await dayCell(page, dayAfter).count()) > 0;
    const target = right ? dayAfter : plusDays(today, -1);
    await moved.handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(right ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
    await dayCell(page, target)
      .getByRole('button', { name: `Film: ${moved.title}. Open details` })
      .waitFor();
    expect(await page.locator('[id^="DndLiveRegion"]').innerText()).toContain(`${moved.title} dropped on`);
    await snap(page, 'calendar-month-1280');

    // Posted: a channel address is refused on the field, then the video of the creator's own channel.
    await dayCell(page, today)
      .getByRole('button', { name: `Film: ${dragged.title}. Open details` })
      .click();
    const details = page.getByRole('region', { name: dragged.title });
    await details.getByLabel('YouTube link of the posted video').fill('https://www.youtube.com/@dewwithdani');
    await details.getByRole('button', { name: 'Mark posted' }).click();
    await details.getByText('Paste the YouTube link of the video you posted').waitFor();
    await details.getByLabel('YouTube link of the posted video').fill('https://www.youtube.com/shorts/dewDaniRet1');
    await details.getByRole('button', { name: 'Mark posted' }).click();
    expect(await toastText(page, 'Marked posted')).toContain(`Posted on ${today}`);
    await dayCell(page, today)
      .getByRole('button', { name: `Posted: ${dragged.title}. Open details` })
      .waitFor();

    // The feed: a private link, read as a calendar app would.
    await page.getByRole('button', { name: 'Get my calendar link' }).click();
    const url = await page.getByLabel('Your private calendar link').inputValue();
    const googleHref = await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href');
    const feed = await fetch(url);
    const lines = unfolded(await feed.text());

    expect(feed.status).toBe(200);
    expect(googleHref).toContain('https://calendar.google.com/calendar/r?cid=webcal');
    expect(lines).toContain(`SUMMARY:Posted: ${icsText(dragged.title)}`);
    expect(lines).toContain(`SUMMARY:Film: ${icsText(moved.title)}`);
    await snap(page, 'calendar-feed-1280');

    // A phone: the week is a list of days, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await dayCell(page, today)
      .getByRole('button', { name: `Posted: ${dragged.title}. Open details` })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'calendar-week-390');
    await context.close();
  });

  it('shows a weekly subscriber what the calendar does and the upgrade, not the calendar', async () => {
    const email = `weekly-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount(stack, email, 'weekly-pass-1');
    const { idToken } = await signIn(stack, email, 'weekly-pass-1');
    await api(stack, 'POST', '/api/me/subscriber', { token: idToken, body: { firstName: 'wes', lastName: 'Weekly', niche: 'skincare' } });
    const checkout = await api<{ url: string }>(stack, 'POST', '/api/billing/checkout', { token: idToken, body: { tier: 'weekly' } });
    await completeCheckout(checkout.body.url);
    await settled(stack);
    const { page, context } = await openPage(browser.current, stack.app!);

    await signInThroughForm(page, email, 'weekly-pass-1');
    await page.waitForURL('**/dashboard');
    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Calendar' }).click();

    await page.getByRole('heading', { name: 'Content calendar' }).waitFor();
    // A subscriber with a subscription upgrades in place: the plan change, not a link away.
    expect(await page.getByRole('button', { name: 'Upgrade to Monthly' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Unscheduled' }).count()).toBe(0);
    await context.close();
  });
});
