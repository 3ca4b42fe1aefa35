import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { exampleIdeasPlugin } from './example-ideas-plugin.ts';
import { ALIASES } from './vite.config.ts';

/**
 * The prerendered public pages: rendered at build time and hydrated in the browser with Preact
 * through preact/compat, which runs the same React components for about a sixth of React's
 * weight (the SPA keeps React). Built by `npm run build` after the SPA, into the same dist.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), exampleIdeasPlugin()],
  resolve: { alias: [...PREACT_ALIASES, ...ALIASES] },
  // Server rendering must resolve the same aliases, not the real React from node_modules: so every
  // package that imports React is bundled (not left to Node) for the prerender too.
  ssr: { noExternal: ['preact', 'preact-render-to-string', 'react-hook-form', '@hookform/resolvers', '@tanstack/react-query'] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: { input: { public: fileURLToPath(new URL('./prerender.html', import.meta.url)) } },
  },
});
