// Reports rendered to PDF in a pool of worker threads, never on the event loop: a release or a download never stalls
// other requests. Each rendered report is kept (by its content key) in a bounded cache, and one render serves every
// request for the same report that arrives while it runs.
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { PdfRenderer as PdfPort } from '../../platform/ports/pdfRenderer';
import type { PreparedDocument } from './pdfWorker';
import type { ReportInput } from './reportDocument';

export type PdfRenderer = PdfPort<ReportInput | PreparedDocument>;

export interface PdfRendererOptions {
  /** Worker threads (default: one per core). */
  threads?: number;
  /** Bytes of rendered PDFs kept (default 64 MiB). */
  cacheBytes?: number;
}

const warmUpPage: PreparedDocument = {
  prepared: { info: { title: 'warm-up', author: 'Margdarshak', subject: 'warm-up' }, pageLabel: '', blocks: [{ kind: 'text', runs: [{ text: 'Margdarshak मार्गदर्शक' }, { text: ' 1', bold: true }] }] },
};

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  // Started on the first render or by warm(), every thread at once, and they stay: a burst of releases would otherwise
  // wait for a cold thread to load its modules (measured: 8 concurrent renders took 835 ms instead of about 280 ms the
  // first time). A process that serves downloads or mails invoices warms them at start-up (main.ts): a cold start costs
  // each thread about a second of CPU, which under load was taken from the requests (bookings/s less than halved).
  let pool: Piscina | undefined;
  const started = () => (pool ??= new Piscina({ filename: new URL('./pdfWorker.mjs', import.meta.url).href, minThreads: threads, maxThreads: threads }));
  const cache = new LRUCache<string, Buffer>({ maxSize: options.cacheBytes ?? 64 * 1024 * 1024, sizeCalculation: (pdf) => pdf.byteLength });
  const rendering = new Map<string, Promise<Buffer>>();

  return {
    render(key, input) {
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const running = rendering.get(key);
      if (running) return running;
      const render = (started().run(input) as Promise<Uint8Array>)
        .then((bytes) => {
          const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          cache.set(key, pdf);
          return pdf;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, render);
      return render;
    },
    async warm() {
      const running = started();
      // One small page per thread, in both faces' scripts, so each thread has loaded its modules and parsed its fonts.
      await Promise.all(Array.from({ length: threads }, () => running.run(warmUpPage)));
    },
    load: () => ({ queued: pool?.queueSize ?? 0, utilization: pool?.utilization ?? 0, threads: pool?.threads.length ?? 0 }),
    async close() {
      await pool?.destroy();
    },
  };
}
