// A student as the Users tab reads them (dashboards §2, §3).
import type { AdminUser } from '@margdarshak/contracts/api/admin';

export type UserRecord = AdminUser;

export const profileStatusLabel = (user: Pick<UserRecord, 'profileComplete'>): 'Complete' | 'Incomplete' => (user.profileComplete ? 'Complete' : 'Incomplete');

const accountTypes: Record<UserRecord['accountType'], string> = { email: 'Email and password' };

/** How the person signs in, in words. */
export const accountTypeLabel = (user: Pick<UserRecord, 'accountType'>): string => accountTypes[user.accountType];

export const roleLabel = (user: Pick<UserRecord, 'role'>): string => (user.role === 'student' ? 'Student' : user.role);
