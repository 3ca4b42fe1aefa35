import { resolve } from 'node:path';
import type { AppConfig } from '#functions/shared/app-config';
import { REPO_ROOT } from './config';

/**
 * The Vite dev server for web/, with /api proxied to the local gateway and /config.json served
 * from the local user pool (in the cloud that file is written to the bucket from stack outputs).
 */
export async function startWeb(options: {
  port: number;
  apiUrl: string;
  appConfig: AppConfig;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const config = JSON.stringify(options.appConfig);
  const server = await createServer({
    configFile: resolve(REPO_ROOT, 'web/vite.config.ts'),
    logLevel: 'warn',
    clearScreen: false,
    server: {
      port: options.port,
      strictPort: true,
      host: 'localhost',
      proxy: { '/api': { target: options.apiUrl, changeOrigin: false } },
    },
    plugins: [
      {
        name: 'commentspark-local-config',
        configureServer(dev) {
          dev.middlewares.use('/config.json', (_req, res) => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-store');
            res.end(config);
          });
        },
      },
    ],
  });
  await server.listen();
  return { url: `http://localhost:${options.port}`, close: () => server.close() };
}
