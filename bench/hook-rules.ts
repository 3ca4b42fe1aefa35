/**
 * `node --import tsx bench/hook-rules.ts`: the hook rules (functions/content-engine/hooks.ts) run
 * over every hand-written idea in the library. Those hooks were written and reviewed by people, so a
 * rule that fails many of them is more likely too strict than the hooks too weak. Evidence is what
 * a generated idea would have: the idea's source comment and video title.
 */
import { pathToFileURL } from 'node:url';
import { hookFailures, type HookRule } from '#functions/content-engine/hooks';
import { ideaLibrary } from '#functions/content-engine/content-files';

const RULES: readonly HookRule[] = ['length', 'opener', 'number', 'claim', 'hedging', 'duplicate', 'style'];
const EXAMPLES_PER_RULE = 3;

export interface HookRuleReport {
  hooks: { passing: number; total: number };
  ideas: { allPassing: number; total: number };
  /** Failures per rule (a hook can fail several), with the first few as "idea id: hook — message". */
  failures: Record<HookRule, { count: number; examples: string[] }>;
}

export function hookRuleReport(): HookRuleReport {
  const failures = Object.fromEntries(RULES.map((rule) => [rule, { count: 0, examples: [] as string[] }])) as HookRuleReport['failures'];
  let hooks = 0;
  let failingHooks = 0;
  let ideas = 0;
  let allPassing = 0;
  const library = ideaLibrary();
  for (const niche of Object.keys(library)) {
    for (const idea of library[niche]!) {
      const found = hookFailures(idea.content.hooks, {
        niche,
        evidence: [idea.source.comment, idea.source.videoTitle],
        sectionCount: idea.content.sections.length,
      });
      ideas++;
      hooks += idea.content.hooks.length;
      failingHooks += new Set(found.map((failure) => failure.index)).size;
      if (found.length === 0) allPassing++;
      for (const failure of found) {
        const entry = failures[failure.rule];
        entry.count++;
        if (entry.examples.length < EXAMPLES_PER_RULE)
          entry.examples.push(`${idea.id}: "${idea.content.hooks[failure.index]}" — ${failure.message}`);
      }
    }
  }
  return { hooks: { passing: hooks - failingHooks, total: hooks }, ideas: { allPassing, total: ideas }, failures };
}

function print(report: HookRuleReport) {
  const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
  console.log(`Hooks passing: ${report.hooks.passing} / ${report.hooks.total} (${percent(report.hooks.passing, report.hooks.total)})`);
  console.log(
    `Ideas whose 3 hooks all pass: ${report.ideas.allPassing} / ${report.ideas.total} (${percent(report.ideas.allPassing, report.ideas.total)})`,
  );
  console.log('\nFailures per rule');
  for (const rule of RULES) {
    const { count, examples } = report.failures[rule];
    console.log(`  ${rule.padEnd(10)} ${String(count).padStart(4)}`);
    for (const example of examples) console.log(`      ${example}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) print(hookRuleReport());
