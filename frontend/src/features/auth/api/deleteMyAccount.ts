// DELETE /api/me {password}: closes the signed-in person's account. The server ends every session of theirs, so every
// cached answer goes and the current user becomes nobody, as after a logout.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDataPaths, passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { apiRequest, typed } from '../../../lib/apiClient';
import { currentUserQueryKey } from './getCurrentUser';

export function deleteMyAccount(password: string): Promise<{ message: string }> {
  return apiRequest(myDataPaths.account, typed<{ message: string }>(), { method: 'DELETE', json: passwordConfirmation.parse({ password }) });
}

export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
