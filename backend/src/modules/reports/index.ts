// The reports module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { createPdfRenderer } from './pdfRenderer';
export { releaseProcessor } from './release.processor';
export { renderPdf } from './renderPdf';
export { reportDocument } from './reportDocument';
export type { ReportDocument, ReportInput } from './reportDocument';
export type { PreparedDocument } from './pdfWorker';
export { reportsRoutes } from './reports.routes';
export { sampleReportInputs, sampleResults } from './sampleReports';
export { reportWords } from './words';
