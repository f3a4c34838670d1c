// The admin module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { adminBookingsRoutes } from './adminBookings.routes';
export { adminFirstScreen } from './adminFirstScreen';
export { adminStatsRoutes } from './adminStats.routes';
export { adminUsersRoutes } from './adminUsers.routes';
