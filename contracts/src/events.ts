// Every event type and its versioned schema, one file per module under events/, gathered here.
export * from './events/packages';
export * from './events/accounts';
export * from './events/counsellors';
export * from './events/schedule';
export * from './events/bookings';
export * from './events/coupons';
export * from './events/contact';
export * from './events/assessments';
export * from './events/students';
export * from './events/sessions';
export * from './events/audit';
export * from './events/family';
export * from './events/rooms';
export * from './events/reviews';
export * from './events/chat';
export * from './events/parents';
export * from './events/invoices';
