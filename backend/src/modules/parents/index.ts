// The parents module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { parentRoutes } from './parent.routes';
export { parentMailsProcessor } from './parentMails.processor';
export { noShowParentMailsProcessor } from './noShowParentMails.processor';
export { parentDashboardRoutes } from './parentDashboard.routes';
export { parentOrdersRoutes } from './parentOrders.routes';
export { mailToParentOf } from './parentMail';
