import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's code flows one way: shared (components, lib, config) → features → app and the
 * public entry. A feature never imports another feature: what two features need moves to shared.
 */
const WEB = './web/src';
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const webBoundaryZones = [
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what they share to components/ or lib/, and compose them in a route.',
  })),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/app`, `${WEB}/public`],
    message: 'Features do not import the app layer (routes, router, public entry).',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/public`],
    message: 'Shared code (components, lib, config) does not import features or the app layer.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local', 'scratch', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBoundaryZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
