// The room module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { jitsiRoom } from './jitsiRoom';
export { roomRoutes } from './room.routes';
