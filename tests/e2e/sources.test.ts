import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useStackTable } from '../support/data';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

beforeAll(() => {
  useStackTable(stack);
});

async function openSources(page: Page): Promise<void> {
  await signInThroughForm(page, stack.accounts.admin.email, stack.accounts.admin.password);
  await page.waitForURL('**/admin');
  await page.getByRole('tab', { name: 'Sources' }).click();
  await page.getByRole('region', { name: 'YouTube quota today' }).waitFor();
}

describe('the admin Sources tab', () => {
  it('warns about a niche running short, saves an edited query and adds a video by URL from YouTube', async () => {
    // Parenting's asks counted a moment ago: six left, under the two weeks the screen warns at.
    const { keepCount } = await import('#functions/ingestion/admin-supply');
    await keepCount({ niche: 'parenting', asksLeft: 6, countedAt: new Date().toISOString() }, new Date());
    const { page, context } = await openPage(browser.current, stack.app!);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSources(page);

    expect(await page.getByRole('note').innerText()).toContain('Parenting');
    const parenting = page.getByRole('group', { name: 'Parenting' });
    expect(await parenting.getByRole('alert').innerText()).toBe(
      'Only 6 days of fresh asks left; after that, ideas reuse old asks from a new angle. Add search queries, or a video or channel, for this niche.',
    );
    // Nothing sticks out sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await parenting.getByRole('textbox', { name: 'Query 1', exact: true }).fill('toddler tantrums what to say');
    await parenting.getByRole('button', { name: 'Save queries' }).click();
    expect(await toastText(page, 'Queries saved')).toContain('Parenting searches YouTube with');

    await parenting.getByLabel('Add a video or channel by URL').fill('https://www.tiktok.com/@someone/video/1');
    await parenting.getByRole('button', { name: 'Add', exact: true }).click();
    await parenting.getByText('Enter a YouTube video or channel URL').waitFor();
    await parenting.getByLabel('Add a video or channel by URL').fill('https://youtube.com/shorts/KrWTtbhuHYm');
    await parenting.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await toastText(page, 'Video added')).toContain("What to say when your kid says 'I hate you'");
    const link = parenting.getByRole('link', { name: /What to say when your kid says 'I hate you'/ });
    expect(await link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=KrWTtbhuHYm');

    await page.reload();
    await page.getByRole('region', { name: 'YouTube quota today' }).waitFor();
    const again = page.getByRole('group', { name: 'Parenting' });
    expect(await again.getByRole('textbox', { name: 'Query 1', exact: true }).inputValue()).toBe('toddler tantrums what to say');
    await context.close();
  });
});
