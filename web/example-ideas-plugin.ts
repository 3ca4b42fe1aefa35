import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { exampleIdeaId, ideasOfDays, type IdeaDay } from '../functions/content-engine/daily-ideas.ts';

/** `import('virtual:example-idea/skincare-idea-3-b')`: the example idea behind /skincare-idea-3-b and its siblings' titles. */
export const EXAMPLE_IDEA_MODULE = 'virtual:example-idea/';
const RESOLVED_PREFIX = `\0${EXAMPLE_IDEA_MODULE}`;
const EXAMPLES_FILE = fileURLToPath(new URL('../content/examples/skincare.json', import.meta.url));

/**
 * One small module per example idea page, made from content/examples/skincare.json at build time.
 * Importing the JSON itself would put all thirteen ideas in every example page's JavaScript, when a
 * page shows one idea and links to the others by title: this way a page downloads its own idea and
 * a list of titles. The file stays the one source (the prerender's heads and the seed read it too).
 */
export function exampleIdeasPlugin(): Plugin {
  return {
    name: 'commentspark-example-ideas',
    resolveId: (id) => (id.startsWith(EXAMPLE_IDEA_MODULE) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      this.addWatchFile(EXAMPLES_FILE);
      const { days } = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as { days: IdeaDay[] };
      const examples = ideasOfDays('skincare', days, exampleIdeaId);
      const key = id.slice(RESOLVED_PREFIX.length);
      const idea = examples.find((example) => `skincare-idea-${example.ideaNumber}-${example.variant.toLowerCase()}` === key);
      if (!idea) this.error(`No skincare example idea ${key} in content/examples/skincare.json`);
      const titles = examples.map(({ id: ideaId, ideaNumber, variant, title }) => ({ id: ideaId, ideaNumber, variant, title }));
      return `export const idea = ${JSON.stringify(idea)};\nexport const titles = ${JSON.stringify(titles)};\n`;
    },
  };
}
