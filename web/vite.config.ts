import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `@/features/ideas/...` is `web/src/features/ideas/...` (tsconfig.json `paths` says the same). */
export const WEB_SRC_ALIAS = { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` };

/**
 * The web app. The local stack creates its dev server from this file and adds the `/api` proxy
 * and the `/config.json` middleware itself, so keep this a plain config object.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: [WEB_SRC_ALIAS] },
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
