import { resolve } from 'node:path';

/** The repository root, found from this file so the CDK app works from any working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '..');

/** The backend: Lambda entry modules are `functions/<feature>/handlers/<name>.ts`, named in the route table without the extension. */
export const FUNCTIONS_DIR = resolve(REPO_ROOT, 'functions');

/** Output of `npm run build` (Vite): uploaded to the web bucket when it exists. */
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'web', 'dist');

export const LOCK_FILE = resolve(REPO_ROOT, 'package-lock.json');
