// The schedule module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { liveClaim, overlappingClaims } from './claims';
export type { Claims } from './claims';
export { evolveDay, initialDay, slotTaken } from './daySchedule';
export { availableSlots, bookSessionTime, counsellorStatus, holdSessionTime, offersSlot, releaseSessionTime, studentClaimsAt } from './schedule';
export type { ClaimedTime, SessionTime } from './schedule';
export { scheduleRoutes } from './schedule.routes';
export { evolveStudentDay, initialStudentDay, studentBusy } from './studentDay';
