// Whether a failure means the database (or the event log) cannot be reached: decided once, beside the projections
// that wait such failures out (projections/src/databaseErrors.ts).
export { isDatabaseUnavailable as isConnectionFailure } from '@margdarshak/projections/databaseErrors';
