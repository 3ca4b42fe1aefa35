import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app. The local stack creates its dev server from this file and adds the `/api` proxy
 * and the `/config.json` middleware itself, so keep this a plain config object.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts reads it to tell what each route loads first.
    manifest: true,
    rollupOptions: {
      // The SPA shell (index.html, renamed app.html by web/prerender.ts) and the template of the
      // prerendered public pages, which hydrate through their own small entry.
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./prerender.html', import.meta.url)),
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
