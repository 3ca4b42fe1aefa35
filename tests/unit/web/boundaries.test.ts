import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint, as `npm run lint` runs it, on code that does not exist in the repo. */
async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('the web app boundaries', { timeout: 60_000 }, () => {
  it('fail the lint when one feature imports another', async () => {
    const rules = await lintAs(
      'web/src/features/marketing/components/boundary-probe.tsx',
      "import { IdeaCard } from '@/features/ideas/components/idea-card';\nexport const probe = IdeaCard;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('fail the lint when shared code imports a feature', async () => {
    const rules = await lintAs(
      'web/src/lib/boundary-probe.ts',
      "import { DashboardFrame } from '@/features/dashboard/components/dashboard-frame';\nexport const probe = DashboardFrame;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('let a feature import its own files and shared code', async () => {
    const rules = await lintAs(
      'web/src/features/ideas/components/boundary-probe.tsx',
      "import { IdeaCard } from '@/features/ideas/components/idea-card';\nimport { paths } from '@/config/paths';\nexport const probe = [IdeaCard, paths];\n",
    );
    expect(rules).not.toContain('import-x/no-restricted-paths');
  });

  it('fail the lint on an import cycle', async () => {
    const dir = mkdtempSync(join(process.cwd(), 'web/src/lib/cycle-probe-'));
    try {
      writeFileSync(join(dir, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
      writeFileSync(join(dir, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
      const [result] = await new ESLint({ cwd: process.cwd() }).lintFiles([join(dir, 'first.ts')]);
      expect((result?.messages ?? []).map((message) => message.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
