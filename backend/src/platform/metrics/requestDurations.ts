// The requests' durations, a Prometheus histogram by method, route pattern and status class, registered in prom-client's
// registry as one of its own. Its observe() is a map look-up and a bucket's increment: prom-client's Histogram checks,
// hashes and copies the labels on each call, about half a microsecond, the largest single cost of answering a cached read
// (docs/decisions/0166). A scrape reads exactly what prom-client's Histogram would give: requestDurations.unit.spec.ts
// holds the two side by side for any run of observations.
import type { Metric, Registry } from 'prom-client';

export type HttpLabels = 'method' | 'route' | 'status_class';
export type HttpLabelValues = Record<HttpLabels, string>;

/** One line of the exposition, as prom-client's metrics give them to its registry. */
export interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName: string;
}

interface Series {
  labels: HttpLabelValues;
  /** Observations per bucket, not yet cumulative; the last counts those above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

export class RequestDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
    registers: readonly Registry[],
  ) {
    // The registry reads a metric's name, help, type and get(); its types know only prom-client's own classes.
    for (const registry of registers) registry.registerMetric(this as unknown as Metric);
  }

  observe(labels: HttpLabelValues, seconds: number): void {
    const key = `${labels.method} ${labels.route} ${labels.status_class}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method: labels.method, route: labels.route, status_class: labels.status_class }, counts: new Array<number>(this.buckets.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > (this.buckets[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  reset(): void {
    this.series.clear();
  }

  /** What prom-client's Histogram answers: per series its cumulative buckets, `+Inf`, `_sum` and `_count`. */
  async get(): Promise<{ name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: Sample[] }> {
    const values: Sample[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let below = 0;
      this.buckets.forEach((bound, i) => {
        below += counts[i] as number;
        values.push({ labels: { le: bound, ...labels }, value: below, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
