import type { Knex } from 'knex';
import { migrateKnownDevices } from './knownDevices';
import { migrateLoginThrottle } from './loginThrottle';

export { accountsRoutes } from './accounts.routes';
export { ensureDemoAdmin, eraseUser, registerUser } from './accounts';
export { emailStream, userStream } from './user';

export async function migrateAccounts(db: Knex): Promise<void> {
  await migrateLoginThrottle(db);
  await migrateKnownDevices(db);
}
