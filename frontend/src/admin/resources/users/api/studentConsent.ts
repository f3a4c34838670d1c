// GET /api/admin/students/{id}/consent and POST …/parent-change/confirm {reason}: where a student's parental consent
// stands, and an admin confirming the change of parent the student asked for (the page's consent section refetches,
// whether or not it went through).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { familyPaths, type AdminStudentConsent } from '@margdarshak/contracts/api/family';
import { failureMessage, httpClient } from '../../../adminHttp';

export const studentConsentQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['admin', 'students', studentId, 'consent'],
    queryFn: async () => (await httpClient(familyPaths.adminConsent(encodeURIComponent(studentId)))).json as AdminStudentConsent,
  });

export const useStudentConsent = (studentId: string) => useQuery(studentConsentQuery(studentId));

export function useConfirmParentChange(studentId: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    // The request as the page showed it (its requestedAt): one the student replaced meanwhile is refused.
    mutationFn: (seen: { requestedAt: string; reason: string }) => httpClient(familyPaths.adminConfirmParentChange(encodeURIComponent(studentId)), { method: 'POST', body: JSON.stringify(seen) }),
    onSuccess: () => notify('Change of parent confirmed: the request went to the new address', { type: 'success' }),
    onError: (error) => notify(`Failed to confirm the change: ${failureMessage(error)}`, { type: 'error' }),
    // Either way the section shows where consent stands now (a refusal often means it changed meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentConsentQuery(studentId).queryKey }),
  });
}
