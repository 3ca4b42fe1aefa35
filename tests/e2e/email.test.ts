import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ACCOUNTS } from '#lib/local/accounts';
import { useStackTable } from '../support/data';
import { type StoredEmail, waitForMail } from '../support/mail';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

/**
 * The daily email as the demo subscriber meets it (docs/product-rules.md#daily-email): dispatched
 * for their last 07:00 (Europe/London) as `npm run job -- daily --at` would, sent by the stack's
 * sender through the SES emulator, then followed from the mail viewer's copy into the app.
 */
const stack = inject('stack');
const browser = useBrowser();
const demo = LOCAL_ACCOUNTS.subscriber;

let mail: StoredEmail;

/** Every href in the HTML part, decoded as a browser would. */
function links(html: string): Array<{ href: string; text: string }> {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    href: href!.replace(/&amp;/g, '&'),
    text: inner!
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

beforeAll(async () => {
  useStackTable(stack);
  Object.assign(process.env, { SQS_ENDPOINT: stack.email.sqsEndpoint, EMAIL_QUEUE_URL: stack.email.queueUrl });
  const { dispatchDaily } = await import('#functions/delivery/dispatch');
  const { dueSlots, windowStart } = await import('#functions/delivery/rules');
  // The demo subscriber's most recent 07:00, London time.
  let window = windowStart(new Date());
  while (dueSlots(window, ['Europe/London'], [7]).length === 0) window = new Date(window.getTime() - 15 * 60_000);
  const report = await dispatchDaily(window);
  expect(report.queued).toBeGreaterThanOrEqual(1);

  mail = await waitForMail(stack, (e) => e.destination.to.includes(demo.email) && e.headers.some((h) => h.name === 'List-Unsubscribe'));
});

describe('the daily email', () => {
  it('"Open in dashboard" lands a signed-in subscriber on the idea it describes', async () => {
    const open = links(mail.body.html).find((link) => link.text.includes('Open in dashboard'));
    expect(open?.href).toMatch(/\/content-idea\/[\w-]+$/);
    const { page, context } = await openPage(browser.current, stack.app!);
    try {
      await signInThroughForm(page, demo.email, demo.password);
      await page.waitForURL('**/dashboard');
      await page.goto(open!.href);
      await page.getByRole('heading', { level: 1, name: mail.subject }).waitFor();
      expect(new URL(page.url()).pathname).toBe(new URL(open!.href).pathname);
    } finally {
      await context.close();
    }
  });

  it('a star saves the rating and opens the idea', async () => {
    const star = links(mail.body.html).find((link) => link.href.includes('/rate?') && link.href.endsWith('rating=4'));
    expect(star).toBeDefined();
    const { page, context } = await openPage(browser.current, stack.app!);
    try {
      await signInThroughForm(page, demo.email, demo.password);
      await page.waitForURL('**/dashboard');
      await page.goto(star!.href);
      expect(await toastText(page, 'Thanks for rating')).toContain('4-star');
      await page.waitForURL('**/content-idea/**');
      await page.getByRole('heading', { level: 1, name: mail.subject }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the unsubscribe link asks first (nothing changes on opening it), then turns the email off', async () => {
    const unsubscribe = /<([^>]+)>/.exec(mail.headers.find((h) => h.name === 'List-Unsubscribe')!.value)![1]!;
    const { page, context } = await openPage(browser.current, stack.app!);
    try {
      await page.goto(unsubscribe);
      await page.waitForURL('**/unsubscribe?token=**');
      const { getSubscriber, findSubscriberByEmail } = await import('#functions/subscribers/store');
      const record = await findSubscriberByEmail(demo.email);
      expect((await getSubscriber(record!.userId, { consistent: true }))?.dailyEmail).toBe(true);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByText("You're unsubscribed").waitFor();
      expect((await getSubscriber(record!.userId, { consistent: true }))?.dailyEmail).toBe(false);
    } finally {
      await context.close();
    }
  });
});
