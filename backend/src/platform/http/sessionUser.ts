// What a signed-in session holds, apart from the cookie middleware (session.ts) and the store (sessionStore.ts) that
// both use it.
import type { Role } from '@margdarshak/contracts/api/accounts';

export interface SessionUser {
  userId: string;
  role: Role;
  loginAt: number;
  seenAt: number;
  remember: boolean;
}
