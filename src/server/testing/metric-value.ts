import type { AppMetrics } from '@/server/metrics/app-metrics';

/** The value of one series of an app's metric (0 when nothing was recorded with those labels yet). */
export async function metricValue(
  metrics: AppMetrics,
  name: string,
  labels: Record<string, string | number>,
): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  // A histogram's values are its buckets, sum and count: its count is the number of observations.
  const series = values.filter((sample) => {
    const sampleName = (sample as { metricName?: string }).metricName;
    return sampleName === undefined || sampleName === name || sampleName === `${name}_count`;
  });
  const found = series.find((sample) =>
    Object.entries(labels).every(([key, expected]) => sample.labels[key] === expected),
  );
  return found?.value ?? 0;
}
