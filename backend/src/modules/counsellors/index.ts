// The counsellors module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { adminCounsellorsRoutes } from './adminCounsellors.routes';
export { changeStatus, registerCounsellor, submitProfile } from './counsellors';
export { counsellorsRoutes } from './counsellors.routes';
export { counsellorFilesProcessor } from './files.processor';
export { counsellorNoticesProcessor } from './notices.processor';
export { CLAIM_GRACE_MS, registrationsProcessor } from './registrations.processor';
export { counsellorRemovalProcessor } from './removal.processor';
