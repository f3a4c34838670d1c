// DELETE /api/parent/children/{childId} {password}: closes a linked child's account (the parent's own password). The
// child leaves the parent's list (and joins the deleted ones), so both are refetched and the child's bookings dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDataPaths, passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { apiRequest, typed } from '../../../lib/apiClient';
import { childBookingsQueryOptions } from './childBookings';
import { childrenQueryOptions } from './children';
import { deletedChildrenQueryOptions } from './deletedChildren';

export function useDeleteChildAccount(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest(myDataPaths.childAccount(childId), typed<{ message: string }>(), { method: 'DELETE', json: passwordConfirmation.parse({ password }) }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: childBookingsQueryOptions(childId).queryKey });
      await Promise.all([queryClient.invalidateQueries({ queryKey: childrenQueryOptions.queryKey }), queryClient.invalidateQueries({ queryKey: deletedChildrenQueryOptions.queryKey })]);
    },
  });
}
