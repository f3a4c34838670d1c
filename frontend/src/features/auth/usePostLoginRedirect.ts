import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@margdarshak/contracts/api/accounts';
import { readPendingBooking } from './pendingBooking';
import { postLoginTarget } from './postLoginTarget';

const REDIRECT_DELAY_MS = 200;

/** After a successful sign-in: wait 200 ms (the toast shows first), then go where public-area §4 says. */
export function usePostLoginRedirect(): (user: User) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (user: User) => {
      const target = postLoginTarget(user.role, pathname, readPendingBooking());
      window.setTimeout(() => navigate(target), REDIRECT_DELAY_MS);
    },
    [navigate, pathname],
  );
}
