// The port for rendering reports to PDF that the app's dependencies carry (AppDeps.pdf); the reports module implements
// it (modules/reports/pdfRenderer.ts) and says what a report's input is: here it is any plain data a worker thread can
// be handed.
export interface PdfRenderer<Input extends object = object> {
  /** The PDF for `input`, rendered once per `key` while it stays in the cache. */
  render(key: string, input: Input): Promise<Buffer>;
  /** Starts every thread and has each draw a first page, so the first real document waits for no cold start. */
  warm(): Promise<void>;
  /** How busy the threads are, for /metrics: renders waiting, the share of time spent rendering (0 to 1), threads running. */
  load(): { queued: number; utilization: number; threads: number };
  close(): Promise<void>;
}
