import { describe, expect, it } from 'vitest';
import { lintAs, lintCycleIn } from '#tests/support/lint';

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
    expect(await lintCycleIn('functions/platform')).toContain('import-x/no-cycle');
  });
});
