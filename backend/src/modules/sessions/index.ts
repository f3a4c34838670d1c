// The sessions module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { sessionRemovalProcessor } from './removal.processor';
export { sessionsRoutes } from './sessions.routes';
