import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

/** The rules `npm run lint` reports on code that does not exist in the repo, as if it were at `filePath`. */
export async function lintAs(filePath: string, code: string): Promise<Array<string | null>> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

/** The rules the lint reports on two modules that import each other, written for a moment under `folder`. */
export async function lintCycleIn(folder: string): Promise<Array<string | null>> {
  const dir = mkdtempSync(join(process.cwd(), folder, 'cycle-probe-'));
  try {
    writeFileSync(join(dir, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
    writeFileSync(join(dir, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
    const [result] = await new ESLint({ cwd: process.cwd() }).lintFiles([join(dir, 'first.ts')]);
    return (result?.messages ?? []).map((message) => message.ruleId);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
