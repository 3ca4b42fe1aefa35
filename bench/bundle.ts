import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

/** Cookies and localStorage of a browser context, as Playwright saves and restores them. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface RouteWeight {
  route: string;
  scripts: number;
  /** Bytes on the wire (gzip), as the browser received them. */
  jsGzipBytes: number;
}

/**
 * Initial JS of a route, measured the way a visitor pays for it: open the page in Chromium, wait
 * until the network is idle, and add up the encoded size of every script it fetched. Code loaded
 * later on interaction (a form's API client, toasts, Amplify on submit) is not initial and not
 * counted.
 */
export async function initialJs(
  browser: Browser,
  baseUrl: string,
  routes: readonly string[],
  options: { storageState?: BrowserContextOptions['storageState']; readyText?: string } = {},
): Promise<RouteWeight[]> {
  const rows: RouteWeight[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ baseURL: baseUrl, storageState: options.storageState });
    const page = await context.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    if (options.readyText) await page.getByText(options.readyText).first().waitFor();
    const bytes = await Promise.all(sizes);
    rows.push({ route, scripts: bytes.length, jsGzipBytes: bytes.reduce((a, b) => a + b, 0) });
    await context.close();
  }
  return rows;
}

/**
 * The session a signed-in subscriber's browser holds (Amplify keeps it in localStorage), from
 * signing in through the form once; pages measured with it load as they do for that subscriber.
 */
export async function signedInState(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
  landing = '**/dashboard',
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(landing);
  const state = await context.storageState();
  await context.close();
  return state;
}
