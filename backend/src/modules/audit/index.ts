// The audit module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { auditRoutes } from './audit.routes';
export type { AuditDeps } from './auditDeps';
export { historyText, reconciliationText } from './auditText';
export { appendHeadsDigest } from './digests';
export { digestsProcessor, scheduleDigests } from './digests.processor';
export { exportLines, logFilterOf } from './eventLog';
export { integrityRoutes } from './integrity.routes';
export { migrateCopies, outsideDigestPath } from './outsideDigests';
export { reconcile } from './reconciliation';
export { summarize } from './summaries';
export { bookingTimeline, paymentTimeline } from './timeline';
export { verificationData, verifyLog } from './verify';
export { formatVerifyReport } from './verifyReport';
