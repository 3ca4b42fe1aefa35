import { describe, expect, it } from 'vitest';
import { lintAs, lintCycleIn } from '#tests/support/lint';

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
    expect(await lintCycleIn('web/src/lib')).toContain('import-x/no-cycle');
  });
});
