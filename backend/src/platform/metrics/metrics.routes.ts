// GET /metrics: this process's figures in the Prometheus text format, for the operator's scraper only. With METRICS_TOKEN
// set it asks for `Authorization: Bearer <token>` (401 without it or with another); without METRICS_TOKEN there is no
// such page (404). Registered before sessions, the HTTPS redirect and every throttle: a scraper needs no cookie, may
// scrape each API copy directly over the internal network, and never uses up anybody's allowance. The figures that need
// the database are read when scraped, once per scrape, from operationsFigures.ts (the back office's card reads the same).
import Router from '@koa/router';
import type { Projection } from '@margdarshak/projections/projection';
import { Gauge, Registry } from 'prom-client';
import type { AppDeps } from '../deps';
import { type OperationsFigures, readOperationsFigures } from '../health/operationsFigures';
import { carriesToken } from './bearerToken';
import { metricsPrefix } from './processMetrics';

type MetricsDeps = Pick<AppDeps, 'config' | 'db' | 'eventStore' | 'clock' | 'metrics' | 'chatFeed' | 'pdf' | 'logger'>;

export function metricsRoutes(deps: MetricsDeps, projections: readonly Projection[], processorNames: readonly string[]): Router {
  const router = new Router();
  const scraped = scrapedFigures(deps, projections, processorNames);
  router.get('/metrics', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.state.routine = true;
    const token = deps.config.METRICS_TOKEN;
    if (!token) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
      return;
    }
    if (!carriesToken(ctx.get('Authorization') || undefined, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.body = { error: 'This page needs the metrics token: Authorization: Bearer <METRICS_TOKEN>.' };
      return;
    }
    const registry = Registry.merge([deps.metrics.registry, scraped]);
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  });
  return router;
}

/** The gauges read when scraped: the database's figures (the same from every process) and this process's own. */
function scrapedFigures(deps: MetricsDeps, projections: readonly Projection[], processorNames: readonly string[]): Registry {
  const registry = new Registry();
  const registers = [registry];
  // Every gauge below that needs the database shares one read per scrape (prom-client collects them all at once).
  let reading: Promise<OperationsFigures | undefined> | undefined;
  const figures = () =>
    (reading ??= readOperationsFigures({ db: deps.db, eventStore: deps.eventStore, projections, now: deps.clock.now() })
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, '/metrics could not read the database figures');
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      }));
  const fromDatabase = <Label extends string>(name: string, help: string, label: Label, fill: (figures: OperationsFigures, set: (key: string, value: number) => void) => void) =>
    new Gauge({
      name: `${metricsPrefix}${name}`,
      help,
      labelNames: [label],
      registers,
      async collect() {
        const read = await figures();
        this.reset();
        if (read) fill(read, (key, value) => this.set({ [label]: key } as Record<Label, string>, value));
      },
    });

  new Gauge({
    name: `${metricsPrefix}database_up`,
    help: '1 when the database answered this scrape, 0 when it did not (the figures read from it are then absent).',
    registers,
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  fromDatabase('projection_lag_seconds', 'Seconds since the oldest event a read model consumes and has not applied was written; 0 when caught up.', 'projection', (read, set) => {
    for (const p of read.projections) set(p.name, p.lagSeconds);
  });
  fromDatabase('projection_lag_events', 'Events a read model consumes and has not applied yet (counted among the next 10,000 of the log).', 'projection', (read, set) => {
    for (const p of read.projections) set(p.name, p.lag);
  });
  fromDatabase('projection_parked_events', 'Events a read model could not apply and went on without (npm run projections:replay-parked).', 'projection', (read, set) => {
    for (const p of read.projections) set(p.name, p.parked);
  });
  fromDatabase('projection_failing', '1 while a read model is retrying a batch that failed.', 'projection', (read, set) => {
    for (const p of read.projections) set(p.name, p.failing ? 1 : 0);
  });
  const perProcessor = (read: OperationsFigures, pick: 'due' | 'failing', set: (key: string, value: number) => void) => {
    for (const name of processorNames) set(name, 0);
    for (const jobs of read.jobsByProcessor) set(jobs.processor, jobs[pick]);
  };
  fromDatabase('processor_jobs_due', "A processor's jobs due by now and not done.", 'processor', (read, set) => perProcessor(read, 'due', set));
  fromDatabase('processor_jobs_failing', "A processor's jobs due that failed at least once and are being retried.", 'processor', (read, set) => perProcessor(read, 'failing', set));

  new Gauge({
    name: `${metricsPrefix}chat_streams_open`,
    help: 'Chat streams (Server-Sent Events) this process holds open.',
    registers,
    collect() {
      this.set(deps.chatFeed.size());
    },
  });
  const pool = (name: string, help: string, pick: (load: ReturnType<MetricsDeps['pdf']['load']>) => number) =>
    new Gauge({
      name: `${metricsPrefix}${name}`,
      help,
      registers,
      collect() {
        this.set(pick(deps.pdf.load()));
      },
    });
  pool('pdf_queue_length', 'PDF renders waiting for a free thread of this process.', (load) => load.queued);
  pool('pdf_utilization', "Share of the PDF threads' time spent rendering since they started (0 to 1).", (load) => load.utilization);
  pool('pdf_threads', 'PDF threads running in this process.', (load) => load.threads);
  return registry;
}
