/**
 * `npm run job -- generate`: runs the keep-ahead job now against the local stack (or, with
 * TABLE_NAME and AWS credentials, a deployed table; see bin/table-target.ts), with OpenAI when
 * OPENAI_API_KEY is set and the offline generator otherwise. The local stack also runs it on its
 * own clock; running it twice, or while the clock does, makes nothing twice.
 */
import { reportFailure } from './table-target';

const JOBS = ['generate'] as const;
const USAGE = `Usage: npm run job -- <${JOBS.join(' | ')}>`;

async function main(): Promise<number> {
  const [name] = process.argv.slice(2);
  if (name === 'generate') {
    const { chooseGenerator, JOB_CALL_OPTIONS } = await import('../functions/jobs/generator');
    const { keepAhead } = await import('../functions/jobs/keep-ahead');
    const generator = await chooseGenerator(JOB_CALL_OPTIONS);
    const reports = await keepAhead(new Date(), { generator, warn: (message, details) => console.warn(`warning: ${message} ${JSON.stringify(details)}`) });
    for (const r of reports) {
      const failed = r.failed.length ? `, ${r.failed.length} failed (${r.failed.map((f) => `day ${f.day}${f.variant}: ${f.error}`).join('; ')})` : '';
      const done = r.created.length + r.skipped + r.failed.length === 0 ? 'already ahead, nothing to make' : `${r.created.length} created, ${r.skipped} skipped (made by another run)`;
      console.log(`${r.niche.padEnd(14)} ideas through day ${r.horizon}: ${done}${failed}${r.warnings.length ? `; ${r.warnings.join('; ')}` : ''}`);
    }
    console.log(`Generator: ${generator.name} (${generator.model}).`);
    return reports.some((r) => r.failed.length > 0) ? 1 : 0;
  }
  console.error(USAGE);
  return 2;
}

main().then((code) => process.exit(code), reportFailure);
