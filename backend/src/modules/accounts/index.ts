// The accounts module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
import type { Knex } from 'knex';
import { migrateKnownDevices } from './knownDevices';
import { migrateLoginThrottle } from './loginThrottle';

export { accountsRoutes } from './accounts.routes';
export { auditorsRoutes } from './auditors.routes';
export { chooseLanguage, ensureAccount, ensureDemoAdmin, eraseUser, hashToken, registerUser, settleEmailClaim } from './accounts';
export { accountIsActive } from './activeAccount';
export { erasureProcessor } from './erasure.processor';
export { deviceCookieName, knownDevices, knownDevicesTable } from './knownDevices';
export { loginThrottle } from './loginThrottle';
export { isCommonPassword } from './newPassword';
export { verifyPassword } from './passwords';
export { sessionsProcessor } from './sessions.processor';
export type { SignUpAge } from './signUpAge';
export { studentDisplayName, studentOwnName } from './studentName';
export { ACCOUNT_RULE, KNOWN_DEVICE_RULE, NETWORK_RULE, waitPhrase } from './throttleRule';
export { emailStream, evolveEmail, evolveUser, initialEmailState, initialUserState, userStream } from './user';
export type { UserState } from './user';

export async function migrateAccounts(db: Knex): Promise<void> {
  await migrateLoginThrottle(db);
  await migrateKnownDevices(db);
}
