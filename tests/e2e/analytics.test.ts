import { describe, expect, inject, it } from 'vitest';
import { LOCAL_ACCOUNTS } from '#lib/local/accounts';
import { signIn } from '../support/cognito';
import { useStackTable } from '../support/data';
import { youtubeOf } from '../support/youtube';
import { openPage, signInThroughForm, useBrowser } from './support/browser';

/**
 * The yearly demo creator's Analytics tab (docs/product-rules.md#analytics) after the performance
 * job has read the videos they posted from their calendar: the figures in the table, the usual,
 * the chart, at a phone's width and a laptop's.
 */
const stack = inject('stack');
const browser = useBrowser();

/** Four of the emulator's creator Shorts (lib/local/youtube/creator-fixtures/dew-with-dani.json). */
const DANI = 'UCdewWithDani0wnChann3l1';
const VIDEOS = ['dewDani0ily', 'dewDaniPil1', 'dewDaniRet1', 'dewDaniOld1'];

describe('Analytics', () => {
  it('shows the yearly creator the figures of what they posted, once the job has read them', async () => {
    useStackTable(stack);
    const account = LOCAL_ACCOUNTS.secondSubscriber;
    const { idToken } = await signIn(stack, account.email, account.password);
    const userId = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const { listIdeasUpToDay } = await import('#functions/ideas/store');
    const calendar = await import('#functions/calendar/store');
    const { pacificDay } = await import('#functions/ingestion/run-store');
    const { addDays } = await import('#functions/analytics/rules');
    const { runPerformance } = await import('#functions/analytics/job');
    const source = await import('#functions/analytics/calendar-source');
    const ideas = (await listIdeasUpToDay('skincare', 'A', 9999)).slice(0, VIDEOS.length);
    expect(ideas).toHaveLength(VIDEOS.length);
    // Posted eight days ago: the job reads their week-old figures today, a day late.
    const postOn = addDays(pacificDay(new Date()), -8);
    for (const [i, idea] of ideas.entries()) {
      const planned = await calendar.writeDays(
        userId,
        { id: idea.id, title: idea.title, hook: idea.content.hooks[0] ?? null, niche: 'skincare', kind: 'library' },
        { filmOn: null, postOn },
        await calendar.getEntry(userId, idea.id),
        new Date(),
      );
      const videoId = VIDEOS[i]!;
      await calendar.writePosted(
        planned,
        { url: `https://www.youtube.com/watch?v=${videoId}`, videoId, channelId: DANI, postOn },
        new Date(),
      );
    }
    const run = await runPerformance({
      now: new Date(),
      api: youtubeOf(stack),
      key: stack.youtubeKey!,
      source: source.postedSince,
      traitsOf: source.ideaTraits,
    });
    expect(run).toMatchObject({ status: 'ran', late: VIDEOS.length });

    const { page, context } = await openPage(browser.current, stack.app!);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, account.email, account.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Analytics' }).click();

    await page.getByText('Your usual: 6,750 views a week after posting (the median of 4 videos)').waitFor({ timeout: 15_000 });
    const table = page.getByRole('table', { name: 'Your posted ideas' });
    for (const idea of ideas)
      await table.getByRole('rowheader', { name: new RegExp(idea.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    expect(await table.getByText('12,300').count()).toBe(1);
    expect(await table.getByText('late').count()).toBe(VIDEOS.length);
    expect(await page.getByRole('img', { name: /4 videos/ }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/analytics-1280.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Your usual: 6,750').waitFor();
    await page.screenshot({ path: '/tmp/analytics-390.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
