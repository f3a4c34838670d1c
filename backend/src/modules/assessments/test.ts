// One test of a booking, folded from its stream (test-{bookingId}-{testType}), and the ids a test and its reports have
// before anything is stored: the dashboard links to a test nobody has started yet.
import type { TestEvent } from '@margdarshak/contracts/events/assessments';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { nameBasedId } from '../../platform/nameBasedId';

export interface TestState {
  phase: 'none' | 'in_progress' | 'completed';
  viewed: boolean;
  /** The report of its own release, once released. */
  reportId: string | null;
}

export const initialTest: TestState = { phase: 'none', viewed: false, reportId: null };

export function evolveTest(state: TestState, event: TestEvent): TestState {
  switch (event.type) {
    case 'TestStarted':
    case 'TestProgressSaved':
      return state.phase === 'none' ? { ...state, phase: 'in_progress' } : state;
    case 'TestCompleted':
      return { ...state, phase: 'completed' };
    case 'TestViewedByCounsellor':
      return { ...state, viewed: true };
    case 'ResultReleased':
      return { ...state, reportId: event.data.reportId };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const testIdOf = (bookingId: string, testType: TestType) => nameBasedId(`test:${bookingId}:${testType}`);
export const testReportIdOf = (testId: string) => nameBasedId(`report:${testId}`);
export const comprehensiveReportIdOf = (bookingId: string) => nameBasedId(`report:${bookingId}:comprehensive`);
