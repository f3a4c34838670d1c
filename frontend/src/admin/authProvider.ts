// react-admin's auth provider: a plain object over the same session the public site uses (/api/login, /api/logout, and
// /api/session, which answers nobody without a failed request on the signed-out login page).
import type { AuthProvider } from 'react-admin';
import { userShape, type User } from '@margdarshak/contracts/api/shapes';
import { fetchCurrentUser } from '../features/auth';
import { apiRequest, apiSend, serverErrorOf } from '../lib/apiClient';
import { dropFirstScreen } from '../lib/serverFirstScreen';
import { statusOf } from './adminHttp';

const NOT_ADMIN = 'This account is not an administrator or an auditor';
/** Admins run the back office; auditors read its Audit section. */
const mayEnter = (user: User | null) => user?.role === 'admin' || user?.role === 'auditor';

const currentUser = (): Promise<User | null> => fetchCurrentUser();

/** `onSessionChange` lets the public app refresh its idea of who is signed in. */
export function createAuthProvider(onSessionChange: () => void): AuthProvider {
  return {
    async login({ username, password }: { username: string; password: string }) {
      let user: User;
      try {
        user = await apiRequest('/api/login', userShape, { method: 'POST', json: { email: username, password, rememberMe: false } });
      } catch (error) {
        throw new Error(serverErrorOf(error) ?? 'Login failed');
      }
      if (!mayEnter(user)) {
        // Only admins and auditors may use the back office: do not leave someone else signed in from this page.
        await apiSend('/api/logout', { method: 'POST' }).catch(() => undefined);
        onSessionChange();
        throw new Error(NOT_ADMIN);
      }
      onSessionChange();
    },

    async logout() {
      // react-admin also calls logout when access is refused: a signed-in student who opens /admin stays signed in.
      const user = await currentUser().catch(() => null);
      if (mayEnter(user)) await apiSend('/api/logout', { method: 'POST' });
      onSessionChange();
    },

    async checkAuth() {
      const user = await currentUser();
      if (mayEnter(user)) return;
      dropFirstScreen(); // the login page shows instead of the back office the first screen announced
      throw new Error(user ? NOT_ADMIN : 'Please log in');
    },

    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401 || status === 403) throw new Error('Your session has ended, or this account is not an administrator');
    },

    async getIdentity() {
      const user = await currentUser();
      if (!user) throw new Error('Please log in');
      return { id: user.id, fullName: user.email };
    },

    async getPermissions() {
      return (await currentUser())?.role ?? null;
    },
  };
}
