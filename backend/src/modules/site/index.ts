// The site module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { crawlersRoutes } from './crawlers.routes';
export { loadFrontendServer } from './frontendServer';
export type { FrontendServer } from './frontendServer';
export { serverRender } from './serverRendering';
