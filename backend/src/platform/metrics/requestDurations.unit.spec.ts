import fc from 'fast-check';
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { type HttpLabelValues, RequestDurations } from './requestDurations';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const name = 'margdarshak_http_request_duration_seconds';
const help = 'Time to answer.';

const observation = fc.record({
  labels: fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT'),
    route: fc.constantFrom('/api/packages', '/api/bookings/:id', '(frontend)', '(unmatched)'),
    status_class: fc.constantFrom('2xx', '3xx', '4xx', '5xx'),
  }),
  // Bounds themselves (a value on a bound falls in it), between them, and above the last.
  seconds: fc.oneof(fc.constantFrom(0, ...buckets), fc.double({ min: 0, max: 30, noNaN: true })),
});

/** prom-client's samples carry `exemplar: null` when exemplars are off; ours carry none. */
const withoutExemplars = (metrics: { values: object[] }[]) =>
  metrics.map((metric) => ({ ...metric, values: metric.values.map(({ exemplar, ...sample }: { exemplar?: unknown }) => (exemplar === null ? sample : { exemplar, ...sample })) }));

describe('the request durations', () => {
  it('read exactly as prom-client’s Histogram reads for the same observations, in JSON and in the text format', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(observation, { maxLength: 60 }), async (observations) => {
        const ours = new Registry();
        const theirs = new Registry();
        const durations = new RequestDurations(name, help, buckets, [ours]);
        const histogram = new Histogram<keyof HttpLabelValues>({ name, help, buckets, labelNames: ['method', 'route', 'status_class'], registers: [theirs] });
        for (const { labels, seconds } of observations) {
          durations.observe(labels, seconds);
          histogram.observe(labels, seconds);
        }
        expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));
        expect(await ours.metrics()).toBe(await theirs.metrics());
      }),
      { numRuns: 200 },
    );
  });

  it('start again from nothing when reset', async () => {
    const registry = new Registry();
    const durations = new RequestDurations(name, help, buckets, [registry]);
    durations.observe({ method: 'GET', route: '/api/packages', status_class: '2xx' }, 0.002);
    durations.reset();
    expect((await durations.get()).values).toEqual([]);
  });
});
