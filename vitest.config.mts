import { defineConfig } from 'vitest/config';
import { exampleIdeasPlugin } from './web/example-ideas-plugin.ts';
import { ALIASES } from './web/vite.config.ts';

/**
 * `npm test` runs four projects. Integration and e2e each start their own local stack (in
 * memory, on free ports, with a fixed Cognito code) in a global setup, so they run beside a
 * developer's `npm start` without touching its data.
 */
// The Lambda runtime is Node 22; the SDK's notice about Node 20 support only adds noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  // The web unit tests load the example idea pages, whose modules the plugin makes.
  plugins: [exampleIdeasPlugin()],
  resolve: { alias: ALIASES },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The chain logs the errors it maps; the tests assert on responses, not on log lines.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // One stack serves every file; files that count items (the promo pool) need it to themselves.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
