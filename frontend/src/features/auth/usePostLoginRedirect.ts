import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@margdarshak/contracts/api/accounts';
import { ApiError } from '../../lib/apiClient';
import { counsellorProfileQueryOptions } from '../../lib/counsellorProfileQuery';
import { useToast } from '../../lib/toastContext';
import { readPendingBooking } from './pendingBooking';
import { postLoginTarget, resumesBooking, type CounsellorProfileCheck } from './postLoginTarget';

const REDIRECT_DELAY_MS = 200;

/** After a successful sign-in: wait 200 ms (the toast shows first), then go where public-area §4 says. */
export function usePostLoginRedirect(): (user: User) => void {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  const checkProfile = useCallback(
    async (user: User): Promise<CounsellorProfileCheck> => {
      try {
        const profile = await queryClient.fetchQuery({ ...counsellorProfileQueryOptions(user.id), staleTime: 0 });
        return profile.name && profile.email && profile.specialization ? 'complete' : 'incomplete';
      } catch (error) {
        return error instanceof ApiError && error.status === 404 ? 'incomplete' : 'failed';
      }
    },
    [queryClient],
  );

  return useCallback(
    (user: User) => {
      const pending = readPendingBooking();
      const needsCheck = user.role === 'counsellor' && !(pending && resumesBooking(pathname));
      const started = Date.now();
      void (needsCheck ? checkProfile(user) : Promise.resolve(undefined)).then((check) => {
        const target = postLoginTarget(user.role, pathname, pending, check);
        window.setTimeout(
          () => {
            if (target.toast) toast.show({ title: target.toast, variant: 'info' });
            navigate(target.path);
          },
          Math.max(0, REDIRECT_DELAY_MS - (Date.now() - started)),
        );
      });
    },
    [navigate, pathname, toast, checkProfile],
  );
}
