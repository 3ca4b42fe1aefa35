/**
 * The shape of `web/dist` after `npm run build` (Vite, then web/prerender.ts):
 * - `index.html` is the prerendered home page; `<path>/index.html` every other public page;
 * - `app.html` is the SPA shell, served for every other extension-less path (the app routes);
 * - `assets/` holds hashed files, `sitemap.xml` and `robots.txt` sit at the root.
 * The CloudFront rewrite function and the local `dist` server both follow it.
 */
export const SPA_SHELL_FILE = 'app.html';
export const SPA_SHELL_PATH = `/${SPA_SHELL_FILE}`;
