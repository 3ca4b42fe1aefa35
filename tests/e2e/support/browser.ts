import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; `npx playwright install` cannot download browsers on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console messages of the page, for checks such as the not-found page's log line. */
  console: string[];
}

/** A fresh context per test: no storage, cookies or session carried between tests. */
export async function openPage(browser: Browser, baseURL: string): Promise<TestPage> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  return { context, page, console: messages };
}

/** Text of the toast (title and description) that contains `title`. */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.locator('[data-sonner-toast]', { hasText: title }).first();
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  return (await toast.innerText()).replace(/\s+/g, ' ').trim();
}

/** One browser per test file, closed after its last test. Read `.current` inside tests. */
export function useBrowser(): { current: Browser } {
  const holder = {} as { current: Browser };
  beforeAll(async () => {
    holder.current = await launch();
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

/** Fills and submits the /auth sign-in form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
