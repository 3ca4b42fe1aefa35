import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { exampleIdeasPlugin } from './example-ideas-plugin.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
/**
 * Import aliases, the same as tsconfig.json's `paths`: `@/features/ideas/...` is
 * `web/src/features/ideas/...`; `#functions/promo/routes` is `functions/promo/routes` (the web app
 * imports routes, schemas and pure rules from the backend); `#lib/`, `#tests/` and `#web/` (the build scripts) serve the tests.
 */
export const ALIASES = [
  { find: /^@\//, replacement: fromRoot('web/src/') },
  { find: /^#functions\//, replacement: fromRoot('functions/') },
  { find: /^#lib\//, replacement: fromRoot('lib/') },
  { find: /^#tests\//, replacement: fromRoot('tests/') },
  { find: /^#web\//, replacement: fromRoot('web/') },
  { find: /^#bench\//, replacement: fromRoot('bench/') },
];

/**
 * The web app. The local stack creates its dev server from this file and adds the `/api` proxy
 * and the `/config.json` middleware itself, so keep this a plain config object.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), exampleIdeasPlugin()],
  resolve: { alias: ALIASES },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // The SPA shell (renamed app.html by web/prerender.ts). The prerendered pages' entry is built
    // by vite.public.config.ts.
    rollupOptions: { input: { app: fileURLToPath(new URL('./index.html', import.meta.url)) } },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
