// POST /api/personality-test/{bookingId}/submit: every answer; the server scores it and keeps the result for the
// counsellor. Refetches the record and the student's sessions (whose test then reads as done).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalityTestPaths, testSubmitRequest, type TestSubmitRequest } from '@margdarshak/contracts/api/personalityTests';
import { apiSend } from '../../../lib/apiClient';
import { personalityTestQueryOptions } from './personalityTest';
import { studentBookingsQueryOptions } from '../../student';

export function useSubmitPersonalityTest(bookingId: string, studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestSubmitRequest) => apiSend(personalityTestPaths.submit(bookingId), { method: 'POST', json: testSubmitRequest.parse(body) }),
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentBookingsQueryOptions(studentId).queryKey }),
        queryClient.invalidateQueries({ queryKey: personalityTestQueryOptions(bookingId, body.testType).queryKey }),
      ]),
  });
}
