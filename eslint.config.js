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

/**
 * The backend reads by feature too: `functions/<feature>/`. A feature imports the platform (the
 * shared mechanics: HTTP chain, table client, secrets, logging, rate limits, email plumbing),
 * `shared/` (the vocabulary several features use: entity schemas, plans, niches, settings), its own
 * files, and the features it names here: a new dependency between features is a line in this table,
 * reviewed like any other code. Nothing imports a feature's `handlers/` (they are Lambda entries,
 * loaded by the CDK api construct and the local gateway), and no module imports itself back through
 * a cycle.
 */
const FUNCTIONS = './functions';
export const FEATURE_DEPENDENCIES = {
  accounts: [],
  admin: ['billing', 'subscribers'],
  analytics: ['calendar', 'content-engine', 'ideas', 'ingestion', 'niches', 'personal', 'profiles', 'subscribers'],
  ambassadors: ['billing', 'referrals', 'subscribers'],
  billing: ['ambassadors', 'ideas', 'referrals', 'subscribers'],
  calendar: ['ideas', 'ingestion', 'niches', 'profiles', 'subscribers'],
  'content-engine': ['ideas', 'niches', 'profiles', 'seed', 'subscribers'],
  delivery: ['ambassadors', 'billing', 'content-engine', 'ideas', 'niches', 'personal', 'referrals', 'subscribers', 'support'],
  events: [],
  health: [],
  ideas: ['niches', 'subscribers'],
  ingestion: ['content-engine', 'ideas', 'niches'],
  niches: [],
  personal: ['calendar', 'content-engine', 'ideas', 'ingestion', 'niches', 'profiles', 'subscribers'],
  profiles: ['content-engine', 'ingestion', 'niches', 'subscribers'],
  promo: ['delivery', 'niches', 'waitlist'],
  referrals: ['ambassadors'],
  seed: ['content-engine', 'ideas', 'niches', 'subscribers', 'year-plan'],
  subscribers: ['ambassadors', 'billing', 'delivery', 'ideas', 'niches'],
  support: ['billing', 'subscribers'],
  waitlist: ['niches'],
  'year-plan': ['calendar', 'content-engine', 'ideas', 'niches', 'subscribers'],
};
const backendFolders = readdirSync(new URL('./functions', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const backendBoundaryZones = [
  ...backendFolders
    .filter((folder) => folder !== 'platform' && folder !== 'shared')
    .map((feature) => ({
      target: `${FUNCTIONS}/${feature}`,
      from: FUNCTIONS,
      except: [`./${feature}`, './platform', './shared', ...(FEATURE_DEPENDENCIES[feature] ?? []).map((dependency) => `./${dependency}`)],
      message: `A feature imports the platform, shared/, its own files and the features it names in FEATURE_DEPENDENCIES (eslint.config.js).`,
    })),
  {
    target: [`${FUNCTIONS}/platform`, `${FUNCTIONS}/shared`],
    from: FUNCTIONS,
    // shared/schemas.ts spells the email-settings and referral-code fields with those features' own constants.
    except: ['./platform', './shared', './delivery/rules.ts', './referrals/rules.ts'],
    message: 'The platform and shared/ serve every feature, so they import no feature.',
  },
  {
    target: [FUNCTIONS, './web/src'],
    from: backendFolders.map((folder) => `${FUNCTIONS}/${folder}/handlers`),
    message: "A feature's handlers/ are Lambda entries: move what another module needs out of the handler.",
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
    files: ['functions/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: backendBoundaryZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
