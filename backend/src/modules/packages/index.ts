// The packages module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { adminPackagesRoutes } from './adminPackages.routes';
export { packageStream } from './package';
export { createPackage } from './packages';
export { packagesRoutes } from './packages.routes';
