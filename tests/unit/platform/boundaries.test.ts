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

describe('the backend boundaries', { timeout: 60_000 }, () => {
  it('fail the lint when a feature imports a feature it does not name in FEATURE_DEPENDENCIES', async () => {
    const rules = await lintAs(
      'functions/waitlist/boundary-probe.ts',
      "import { tierOfPrice } from '#functions/billing/rules';\nexport const probe = tierOfPrice;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('let a feature import the platform, shared/, its own files and the features it names', async () => {
    const rules = await lintAs(
      'functions/promo/boundary-probe.ts',
      [
        "import { db } from '#functions/platform/table/client';",
        "import { contentIdea } from '#functions/shared/schemas';",
        "import { claimPromo } from './routes';",
        "import { waitlistKeys } from '#functions/waitlist/store';",
        'export const probe = [db, contentIdea, claimPromo, waitlistKeys];',
        '',
      ].join('\n'),
    );
    expect(rules).not.toContain('import-x/no-restricted-paths');
  });

  it('fail the lint when the platform or shared/ imports a feature', async () => {
    for (const file of ['functions/platform/boundary-probe.ts', 'functions/shared/boundary-probe.ts']) {
      const rules = await lintAs(
        file,
        "import { getSubscriber } from '#functions/subscribers/store';\nexport const probe = getSubscriber;\n",
      );
      expect(rules).toContain('import-x/no-restricted-paths');
    }
  });

  it("fail the lint when anything imports a feature's Lambda entry", async () => {
    const rules = await lintAs(
      'functions/promo/boundary-probe.ts',
      "import { handler } from '#functions/promo/handlers/stats';\nexport const probe = handler;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('fail the lint on an import cycle', async () => {
    const dir = mkdtempSync(join(process.cwd(), 'functions/platform/cycle-probe-'));
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
