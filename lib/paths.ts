import { resolve } from 'node:path';

/** The repository root, found from this file so the CDK app works from any working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '..');

/** Lambda entry modules: `functions/handlers/<handler>.ts`, as named in the route table. */
export const HANDLERS_DIR = resolve(REPO_ROOT, 'functions', 'handlers');

/** Output of `npm run build` (Vite): uploaded to the web bucket when it exists. */
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'web', 'dist');

export const LOCK_FILE = resolve(REPO_ROOT, 'package-lock.json');
