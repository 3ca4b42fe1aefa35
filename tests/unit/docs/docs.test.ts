import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#lib/paths';

/** The README and every docs page: the pages a newcomer reads, which must stay true as the code moves. */
const PAGES = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const read = (page: string) => readFileSync(join(REPO_ROOT, page), 'utf8');
/** Build output and placeholders (`<feature>`) name no file in a clone. */
const GENERATED = ['web/dist', 'cdk.out', '.local'];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (page: string) => new Set([...read(page).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));

describe('the README and docs/', () => {
  it('name only files and folders that exist', () => {
    const missing: string[] = [];
    for (const page of PAGES) {
      for (const [, path] of read(page).matchAll(/`((?:functions|lib|bin|bench|tests|web|content|corpus|docs)\/[^`\s]*)`/g)) {
        if (path!.includes('<') || path!.includes('*') || GENERATED.some((dir) => path!.startsWith(dir))) continue;
        const file = path!.replace(/[#:].*$/, '');
        if (!['', '.ts', '.tsx'].some((ext) => existsSync(join(REPO_ROOT, file + ext)))) missing.push(`${page}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('link only to pages and headings that exist', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const [, target] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [file, anchor] = target!.split('#');
        const linked = file ? join(dirname(page), file) : page;
        if (!existsSync(resolve(REPO_ROOT, linked))) broken.push(`${page}: ${target}`);
        else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(`${page}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('are linked from code comments only at pages and headings that exist', () => {
    const broken: string[] = [];
    const sourceFiles = (dir: string): string[] =>
      readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sourceFiles(`${dir}/${entry.name}`) : /\.(ts|tsx|mts|cjs)$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
      );
    for (const file of ['functions', 'web/src', 'lib', 'bin', 'bench', 'tests'].flatMap(sourceFiles)) {
      for (const [link, page, anchor] of read(file).matchAll(/docs\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g)) {
        if (!existsSync(join(REPO_ROOT, 'docs', page!))) broken.push(`${file}: ${link}`);
        else if (anchor && !anchorsOf(`docs/${page}`).has(anchor)) broken.push(`${file}: ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep the README short enough to read in one sitting', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });
});
