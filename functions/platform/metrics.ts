import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { PRODUCT_NAME } from '#functions/shared/product';

/**
 * The email functions' CloudWatch metrics (embedded metric format: written as log lines, no API
 * calls). The stack's DailyIdeaMissing alarm queries this namespace (lib/constructs/email.ts).
 */
export const METRICS_NAMESPACE = PRODUCT_NAME;
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'email' });

/** Each count is its own single metric, written at once: nothing is left to flush at the end of a run. */
export function countEmail(name: string, details: Record<string, string> = {}): void {
  const metric = metrics.singleMetric();
  for (const [key, value] of Object.entries(details)) metric.addDimension(key, value);
  metric.addMetric(name, MetricUnit.Count, 1);
}
