// The worker threads' entry: TypeScript is loaded through tsx's loader, whichever way the parent was started
// (npm start, vitest, the bench), then the worker's own module.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./pdfWorker.ts');
export default worker.default;
