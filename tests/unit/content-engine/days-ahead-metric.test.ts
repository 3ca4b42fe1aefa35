import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysAheadMetricLines } from '#functions/content-engine/handlers/generate-job';
import { DAYS_AHEAD_METRIC, type NicheReport } from '#functions/content-engine/keep-ahead';
import { METRICS_NAMESPACE } from '#functions/platform/metrics';

const report = (niche: string, daysAhead: number): NicheReport => ({
  niche,
  horizon: 14,
  created: [],
  skipped: 0,
  failed: [],
  passedOver: [],
  daysAhead,
  warnings: [],
});

/** What Powertools Metrics writes to stdout for one single metric per niche, as the job used to emit them. */
function powertoolsLines(reports: readonly NicheReport[]): string[] {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk).trim());
    return true;
  });
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'content-engine' });
  for (const { niche, daysAhead } of reports) {
    const metric = metrics.singleMetric();
    metric.addDimension('niche', niche);
    metric.addMetric(DAYS_AHEAD_METRIC, MetricUnit.Count, daysAhead);
  }
  write.mockRestore();
  return written;
}

describe('the days-ahead metric the generate job writes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is, line for line, what Powertools Metrics writes for the same niches', () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T05:00:00Z') });
    const reports = [report('fitness', 9), report('side-hustle', 0)];

    const lines = daysAheadMetricLines(reports);

    expect(lines).toEqual(powertoolsLines(reports));
  });

  it('writes one line per niche with the niche as its dimension and the days as its value', () => {
    const [line] = daysAheadMetricLines([report('skincare', 2)], 1_796_000_000_000);

    expect(JSON.parse(line!)).toMatchObject({ niche: 'skincare', [DAYS_AHEAD_METRIC]: 2, _aws: { Timestamp: 1_796_000_000_000 } });
  });
});
