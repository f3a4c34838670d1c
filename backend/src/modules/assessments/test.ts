// One test of a booking, folded from its stream (test-{bookingId}-{testType}), and the ids a test and its reports have
// before anything is stored: the dashboard links to a test nobody has started yet.
import type { TestEvent } from '@margdarshak/contracts/events/assessments';
import type { PageSeconds } from '@margdarshak/contracts/assessments/answers';
import { nameBasedId } from '../../platform/nameBasedId';

export interface TestState {
  phase: 'none' | 'in_progress' | 'completed';
  viewed: boolean;
  /** The report of its own release, once released. */
  reportId: string | null;
  /** Issue 28: each page's seconds saved with progress (a page keeps the longest time recorded for it). */
  pageSeconds: PageSeconds;
}

export const initialTest: TestState = { phase: 'none', viewed: false, reportId: null, pageSeconds: [] };

/**
 * The pages' seconds, each page keeping the longest time recorded for it: a reload or another device restarts the
 * browser's timer, so a student who comes back to re-check a page must not turn into one who rushed it.
 */
export function mergedPageSeconds(earlier: PageSeconds, later: PageSeconds): PageSeconds {
  const kept = later.map((page) => {
    const before = earlier.find((p) => p.page === page.page);
    return before && before.seconds > page.seconds ? { ...page, seconds: before.seconds } : page;
  });
  return [...earlier.filter((p) => !later.some((l) => l.page === p.page)), ...kept];
}

export function evolveTest(state: TestState, event: TestEvent): TestState {
  switch (event.type) {
    case 'TestStarted':
      return state.phase === 'none' ? { ...state, phase: 'in_progress' } : state;
    case 'TestProgressSaved': {
      const pageSeconds = event.data.pageSeconds ? mergedPageSeconds(state.pageSeconds, event.data.pageSeconds) : state.pageSeconds;
      return { ...state, phase: state.phase === 'none' ? 'in_progress' : state.phase, pageSeconds };
    }
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

export { testIdOf } from '../bookings';
export const testReportIdOf = (testId: string) => nameBasedId(`report:${testId}`);
export const comprehensiveReportIdOf = (bookingId: string) => nameBasedId(`report:${bookingId}:comprehensive`);
