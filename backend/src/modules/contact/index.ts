// The contact module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { contactRoutes } from './contact.routes';
