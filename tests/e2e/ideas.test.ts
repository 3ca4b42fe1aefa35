import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ACCOUNTS } from '#lib/local/accounts';
import { api } from '../support/api';
import { signIn } from '../support/cognito';
import { useStackTable } from '../support/data';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();
const demo = LOCAL_ACCOUNTS.subscriber;

/** The feedback texts the demo subscriber left on an idea, read from DynamoDB. */
let feedbackOf: (ideaId: string) => Promise<string[]>;

beforeAll(async () => {
  useStackTable(stack);
  const { db, tableName } = await import('#functions/platform/table/client');
  const { idToken } = await signIn(stack, demo.email, demo.password);
  const { body } = await api<{ userId: string }>(stack, 'GET', '/api/me', { token: idToken });
  feedbackOf = async (ideaId) => {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${body.userId}`, ':sk': `FEEDBACK#${ideaId}#` },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map((item) => String(item.text));
  };
});

async function signInAsDemo(page: Page): Promise<void> {
  await signInThroughForm(page, demo.email, demo.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: /Welcome back, Dana/ }).waitFor();
}

const ideasPanel = (page: Page) => page.getByRole('tabpanel', { name: /Content Ideas/ });
const newBadge = async (page: Page) =>
  Number(
    await page
      .getByRole('tab', { name: /Content Ideas/ })
      .locator('.tabs__badge')
      .innerText()
      .then((t) => t.match(/\d+/)?.[0]),
  );

describe('the demo subscriber and their daily ideas', () => {
  it('sees the unlocked ideas, opens one as a script, rates it, leaves feedback, and the NEW badge clears', async () => {
    const { page } = await openPage(browser.current, stack.app!);
    await signInAsDemo(page);

    // Overview: about a week of skincare ideas, one opened at every 07:00 since the demo began.
    const unlocked = page.getByRole('article', { name: 'Content Ideas' }).getByText(/Skincare: Day \d+ unlocked/);
    const days = Number((await unlocked.innerText()).match(/Day (\d+)/)![1]);
    expect(days).toBeGreaterThanOrEqual(6);

    await page.getByRole('tab', { name: /Content Ideas/ }).click();
    const cards = ideasPanel(page).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(days);
    const badgeBefore = await newBadge(page);
    expect(badgeBefore).toBe(days);
    const first = cards.first();
    expect(await first.innerText()).toContain('NEW');
    expect(await first.innerText()).toContain(`#${days} (B)`);
    const title = await first.getByRole('link').innerText();

    await first.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/content-idea\/skincare-/);
    const ideaId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText(`Daily Content Idea #${days}`).count()).toBe(1);
    expect(await page.getByText(/^Hook - Option \d$/).allInnerTexts()).toEqual(['Hook - Option 1', 'Hook - Option 2', 'Hook - Option 3']);
    const points = page.locator('section', { has: page.getByRole('heading', { name: 'Key Points' }) });
    expect(await points.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await points.locator('dt').allTextContents()).toContain('Voiceover');
    const source = page.locator('section', { has: page.getByRole('heading', { name: 'How This Idea Was Generated' }) });
    expect((await source.locator('blockquote').innerText()).length).toBeGreaterThan(10);
    expect(await source.innerText()).toMatch(/views on (TikTok|Instagram|YouTube)/);

    await page.getByRole('button', { name: 'Rate 4 stars' }).click();
    expect(await toastText(page, 'Rating Saved')).toContain('Thank you for rating this idea 4 stars!');

    const submit = page.getByRole('button', { name: 'Submit Feedback' });
    expect(await submit.isDisabled()).toBe(true);
    const feedback = 'Loved the hooks. More ideas for oily skin please!';
    await page.getByLabel(/What would make this idea better/).fill(feedback);
    await submit.click();
    expect(await toastText(page, 'Feedback Submitted')).toContain(
      'Thank you for your detailed feedback! This helps us improve our content.',
    );
    expect(await feedbackOf(ideaId)).toEqual([feedback]);

    // Back on the dashboard, read again from the API: no longer new, and it keeps its stars.
    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard?tab=ideas');
    const opened = ideasPanel(page)
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: title }) });
    await opened.waitFor();
    expect(await opened.innerText()).not.toContain('NEW');
    expect(await opened.getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(await newBadge(page)).toBe(badgeBefore - 1);
  });

  it("changes niche in Settings with the spec's message, and back", async () => {
    const { page } = await openPage(browser.current, stack.app!);
    await signInAsDemo(page);
    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Settings' }).click();
    const select = page.getByLabel('Your Content Niche');
    const update = page.getByRole('button', { name: 'Update Niche' });
    await select.locator('option', { hasText: 'Travel' }).waitFor({ state: 'attached' });
    expect(await update.isDisabled()).toBe(true);

    await select.selectOption('travel');
    await update.click();
    expect(await toastText(page, 'Niche Updated')).toBe(
      'Niche Updated Successfully changed from Skincare to Travel. Content ideas for Travel will be delivered in the next 24 hours.',
    );
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await overview.getByText('Travel: Ready to unlock').waitFor();
    expect(await page.getByRole('article', { name: 'Current Niche' }).innerText()).toContain('Travel');

    // Leave the demo account as the other tests and the README describe it.
    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Settings' }).click();
    await select.selectOption('skincare');
    await update.click();
    expect(await toastText(page, 'from Travel to Skincare')).toContain(
      'Content ideas for Skincare will be delivered in the next 24 hours.',
    );
  });

  it('opens their own idea of a day with why it was chosen, and presses "Not for me"', async () => {
    const { idToken } = await signIn(stack, demo.email, demo.password);
    const { body: me } = await api<{ userId: string }>(stack, 'GET', '/api/me', { token: idToken });
    const { findIdeaOfDay } = await import('#functions/ideas/store');
    const { personalIdeaId, putPersonalIdea } = await import('#functions/ideas/personal-store');
    const shared = (await findIdeaOfDay('skincare', 'B', 1))!;
    const id = personalIdeaId(me.userId, 'skincare', 1);
    await putPersonalIdea({
      idea: {
        ...shared,
        id,
        title: 'Can you wear SPF under makeup without pilling?',
        personal: {
          kind: 'daily',
          reasons: [
            { kind: 'own-audience', text: '6 viewers on your channel asked this' },
            { kind: 'topic-fit', text: 'Fits your budget skincare focus' },
          ],
          ownAudience: true,
        },
      },
      facts: {
        ownerUserId: me.userId,
        insightKey: 'youtube#e2e-own-1',
        traits: { topics: ['spf'], format: 'talking-head', askKind: 'how-to' },
        createdAt: new Date().toISOString(),
      },
    });
    const { page } = await openPage(browser.current, stack.app!);
    await signInAsDemo(page);

    await page.goto(new URL(`/content-idea/${id}`, stack.app!).toString());
    await page.getByRole('heading', { level: 1, name: 'Can you wear SPF under makeup without pilling?' }).waitFor();
    const why = page.getByRole('region', { name: 'Why you' });
    expect(await why.innerText()).toContain('6 viewers on your channel asked this');
    expect(await why.innerText()).toContain('Fits your budget skincare focus');

    const notForMe = page.getByRole('button', { name: 'Not for me' });
    await notForMe.click();
    expect(await toastText(page, 'Got it')).toContain('your next ideas lean away from this kind');
    expect(await notForMe.getAttribute('aria-pressed')).toBe('true');

    // Read again from the API: the answer stands, and the taste moved away from the idea's topic.
    await page.reload();
    await page.getByRole('button', { name: 'Not for me', pressed: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Filmed it' }).getAttribute('aria-pressed')).toBe('false');
    const { getTaste } = await import('#functions/personal/feedback-store');
    expect((await getTaste(me.userId)).topics.spf).toBeLessThan(0);
  });
});
