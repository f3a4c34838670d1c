// PUT /api/personality-test/{bookingId}/progress: the answers so far, to resume later on any device. Called by the
// test's progress saver (debounced, one at a time), not as a react-query mutation.
import { personalityTestPaths, testProgressRequest, type TestProgressRequest } from '@margdarshak/contracts/api/personalityTests';
import { apiSend } from '../../../lib/apiClient';

export function saveTestProgress(bookingId: string, body: TestProgressRequest, { keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
  return apiSend(personalityTestPaths.progress(bookingId), { method: 'PUT', json: testProgressRequest.parse(body), keepalive });
}
