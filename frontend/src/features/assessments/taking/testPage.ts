// What the test page shows (dashboards §2, §7): the test, or why not; and what a failed submission means.
import type { StudentTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { testTypeSchema, type TestType } from '@margdarshak/contracts/assessments/tests';
import { ApiError, fieldIssuesOf, serverErrorOf } from '../../../lib/apiClient';

export type TestPageState =
  /** The test type is not one of ours, or the booking's package does not include it (404). */
  | { kind: 'not-part' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** Completed, here or on another device: thank you, the counsellor releases the results. */
  | { kind: 'done' }
  | { kind: 'closed' }
  | { kind: 'take'; record: StudentTestRecord };

export const parseTestType = (value: string | null): TestType | null => {
  const parsed = testTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export function testPageState(input: { testType: TestType | null; record: StudentTestRecord | undefined; error: unknown; submitted: boolean }): TestPageState {
  if (input.testType === null) return { kind: 'not-part' };
  if (input.submitted) return { kind: 'done' };
  if (input.record) {
    if (input.record.status === 'completed') return { kind: 'done' };
    return input.record.open ? { kind: 'take', record: input.record } : { kind: 'closed' };
  }
  if (input.error instanceof ApiError && input.error.status === 404) return { kind: 'not-part' };
  return input.error ? { kind: 'failed' } : { kind: 'loading' };
}

export type SubmitFailure =
  /** 409: it was already submitted (another tab or device): the same as success. */
  | { kind: 'already-submitted' }
  /** 400: the server's messages, and the items they name in test order (the missing ones). */
  | { kind: 'invalid'; messages: string[]; itemIds: string[] }
  /** Anything else. A test that closed meanwhile shows as closed once the record is read again after the call. */
  | { kind: 'failed'; message: string };

const ANSWERS_PREFIX = 'answers.';

export function submitFailure(error: unknown, itemIds: readonly string[]): SubmitFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: 'We could not send your answers. Please check your connection and try again.' };
  if (error.status === 409) return { kind: 'already-submitted' };
  if (error.status === 400) {
    const issues = fieldIssuesOf(error);
    const named = new Set(Object.keys(issues).map((path) => (path.startsWith(ANSWERS_PREFIX) ? path.slice(ANSWERS_PREFIX.length) : path)));
    const messages = Object.values(issues);
    const fallback = serverErrorOf(error);
    return { kind: 'invalid', messages: messages.length > 0 ? messages : fallback ? [fallback] : ['Some answers are missing.'], itemIds: itemIds.filter((id) => named.has(id)) };
  }
  return { kind: 'failed', message: serverErrorOf(error) ?? 'We could not send your answers. Please try again in a moment.' };
}
