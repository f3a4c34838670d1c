// The statements module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { commissionProcessor } from './commission.processor';
export { payoutReferencesProcessor } from './payoutReferences.processor';
export { payoutsRoutes } from './payouts.routes';
export { statementsRoutes } from './statements.routes';
