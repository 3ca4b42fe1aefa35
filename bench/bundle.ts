import type { Browser } from 'playwright-core';

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
export async function initialJs(browser: Browser, baseUrl: string, routes: readonly string[]): Promise<RouteWeight[]> {
  const rows: RouteWeight[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const bytes = await Promise.all(sizes);
    rows.push({ route, scripts: bytes.length, jsGzipBytes: bytes.reduce((a, b) => a + b, 0) });
    await context.close();
  }
  return rows;
}
