// Every event type and its versioned schema, one file per module under events/, gathered here.
export * from './events/packages';
export * from './events/accounts';
export * from './events/counsellors';
