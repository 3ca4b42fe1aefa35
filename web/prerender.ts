/**
 * Second half of `npm run build`: writes every public page as static HTML into web/dist, with
 * its own title, description, canonical URL, Open Graph tags and JSON-LD, then sitemap.xml and
 * robots.txt. The pages are rendered by the same components the browser hydrates, loaded through
 * Vite with the public build's config, so they render with what hydrates them (Preact) and their
 * CSS and TypeScript imports resolve as in the browser.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { PRODUCT_NAME } from '#functions/shared/product';
import { SPA_SHELL_FILE } from './build-output';
import type { PublicPage } from '@/lib/public-page';

const WEB_DIR = dirname(fileURLToPath(import.meta.url));
const DIST = join(WEB_DIR, 'dist');
const TEMPLATE = join(DIST, 'prerender.html');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: a "</script>" in copy must not end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function headFor(page: PublicPage, origin: string): string {
  const url = `${origin}${page.path === '/' ? '/' : page.path}`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(page.indexable === false ? ['<meta name="robots" content="noindex" />'] : []),
    ...page.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

export function sitemapFor(pages: readonly PublicPage[], origin: string): string {
  const urls = pages
    .filter((page) => page.indexable !== false)
    .map((page) => `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsFor(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /admin', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(TEMPLATE)) throw new Error(`${TEMPLATE} is missing: run vite build first (npm run build does both).`);
  const template = readFileSync(TEMPLATE, 'utf8');
  const vite = await createServer({
    configFile: join(WEB_DIR, 'vite.public.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const render = (await vite.ssrLoadModule('/src/public/render.tsx')) as typeof import('@/public/render');
    // The SPA shell moves aside: index.html becomes the prerendered home page.
    renameSync(join(DIST, 'index.html'), join(DIST, SPA_SHELL_FILE));
    for (const page of render.publicPages) {
      const html = template
        .replace('<!--head-->', headFor(page, render.SITE_ORIGIN))
        .replace('<!--app-->', await render.renderPublicPage(page));
      const file = page.path === '/' ? join(DIST, 'index.html') : join(DIST, page.path.slice(1), 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    writeFileSync(join(DIST, 'sitemap.xml'), sitemapFor(render.publicPages, render.SITE_ORIGIN));
    writeFileSync(join(DIST, 'robots.txt'), robotsFor(render.SITE_ORIGIN));
    rmSync(TEMPLATE);
    console.log(`Prerendered ${render.publicPages.length} public pages into web/dist.`);
  } finally {
    await vite.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
