// What this process counts as it works, for GET /metrics: requests and their latency, mails that failed to go, the payment
// gateway's errors, and Node's own figures (memory, event loop, GC). One registry per process, made in main.ts (tests
// make their own), never prom-client's global one: apps and tests in one process never mix their numbers.
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import { type HttpLabels, RequestDurations } from './requestDurations';

export const metricsPrefix = 'margdarshak_';

export interface ProcessMetrics {
  registry: Registry;
  /** Read from httpSeconds' counts when scraped: a request is one observation, so it costs one update, not two. */
  httpRequests: Counter<HttpLabels>;
  httpSeconds: RequestDurations;
  /** Messages a transport (the outbox or SMTP) failed to take. */
  mailFailures: Counter<'transport'>;
  /** Calls to the payment provider that failed (refused, unreachable, timed out). */
  gatewayErrors: Counter<'gateway' | 'operation'>;
}

export interface ProcessMetricsOptions {
  /** Node's own figures (default true); specs that build many apps in one process leave them out. */
  defaults?: boolean;
}

export function createProcessMetrics({ defaults = true }: ProcessMetricsOptions = {}): ProcessMetrics {
  const registry = new Registry();
  if (defaults) collectDefaultMetrics({ register: registry, prefix: metricsPrefix });
  const registers = [registry];
  const httpSecondsName = `${metricsPrefix}http_request_duration_seconds`;
  const httpSeconds = new RequestDurations(
    httpSecondsName,
    'Time from a request arriving to its answer being ready, by method, route pattern and status class.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  );
  return {
    registry,
    httpRequests: new Counter({
      name: `${metricsPrefix}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'],
      registers,
      // Read first, then reset and refill with nothing awaited between: two scrapes at once never add up twice.
      async collect() {
        const counts = (await httpSeconds.get()).values.filter((sample) => sample.metricName === `${httpSecondsName}_count`);
        this.reset();
        for (const sample of counts) this.inc(sample.labels, sample.value);
      },
    }),
    httpSeconds,
    mailFailures: new Counter({
      name: `${metricsPrefix}mail_send_failures_total`,
      help: 'Mails the transport failed to take (each is retried by its processor).',
      labelNames: ['transport'],
      registers,
    }),
    gatewayErrors: new Counter({
      name: `${metricsPrefix}payment_gateway_errors_total`,
      help: 'Calls to the payment gateway that failed, by gateway and operation.',
      labelNames: ['gateway', 'operation'],
      registers,
    }),
  };
}
