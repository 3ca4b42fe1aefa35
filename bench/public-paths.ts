import { join } from 'node:path';
import { REPO_ROOT } from '#lib/local/config';

/** The public page paths, read from the registry through Vite (the pages import CSS). */
export async function publicPaths(): Promise<string[]> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(REPO_ROOT, 'web/vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { publicPages } = (await vite.ssrLoadModule('/src/public/registry.ts')) as typeof import('@/public/registry');
    return publicPages.map((page) => page.path);
  } finally {
    await vite.close();
  }
}
