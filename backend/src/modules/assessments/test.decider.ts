// The rules of one test: answers are taken while the test is open and until it is submitted, once; the counsellor
// views and releases only a completed test, each once (releasing marks it viewed too).
import type { TestEvent } from '@margdarshak/contracts/events/assessments';
import type { PageSeconds } from '@margdarshak/contracts/assessments/answers';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { ConflictError } from '../../platform/http/errors';
import type { TestState } from './test';

export interface TestRef {
  testId: string;
  bookingId: string;
  testType: TestType;
}

/** Who the test is for, recorded when it starts. */
export interface TestParties {
  studentId: string;
  counsellorId: string;
}

export type TestCommand =
  /** `open`: whether the booking takes answers now (confirmed, and not 30 days past the session). */
  | { type: 'SaveProgress'; parties: TestParties; open: boolean; answers: string; answered: number; pageSeconds?: PageSeconds }
  | { type: 'Complete'; parties: TestParties; open: boolean; answers: string; testData: string; scoringVersion: number }
  | { type: 'View'; counsellorId: string }
  | { type: 'Release'; studentId: string; counsellorId: string; reportId: string; counsellorNotes: string | null };

export const testMessages = {
  submitted: 'This test has already been submitted',
  closed: 'This test is closed: tests open once the booking is confirmed and close 30 days after the session',
  notCompleted: 'The student has not completed this test yet',
  released: 'These results have already been released',
};

export function decideTest(command: TestCommand, state: TestState, ref: TestRef): TestEvent[] {
  switch (command.type) {
    case 'SaveProgress':
    case 'Complete': {
      if (state.phase === 'completed') throw new ConflictError('TEST_SUBMITTED', testMessages.submitted);
      if (!command.open) throw new ConflictError('TEST_CLOSED', testMessages.closed);
      const started: TestEvent[] = state.phase === 'none' ? [{ type: 'TestStarted', data: { ...ref, ...command.parties } }] : [];
      return command.type === 'SaveProgress'
        ? [...started, { type: 'TestProgressSaved', data: { ...ref, answers: command.answers, answered: command.answered, ...(command.pageSeconds && { pageSeconds: command.pageSeconds }) } }]
        : [...started, { type: 'TestCompleted', data: { ...ref, answers: command.answers, testData: command.testData, scoringVersion: command.scoringVersion } }];
    }
    case 'View':
      if (state.phase !== 'completed') throw new ConflictError('TEST_NOT_COMPLETED', testMessages.notCompleted);
      return state.viewed ? [] : [{ type: 'TestViewedByCounsellor', data: { ...ref, counsellorId: command.counsellorId } }];
    case 'Release': {
      if (state.phase !== 'completed') throw new ConflictError('TEST_NOT_COMPLETED', testMessages.notCompleted);
      if (state.reportId) throw new ConflictError('TEST_RELEASED', testMessages.released);
      const viewed: TestEvent[] = state.viewed ? [] : [{ type: 'TestViewedByCounsellor', data: { ...ref, counsellorId: command.counsellorId } }];
      return [...viewed, { type: 'ResultReleased', data: { ...ref, studentId: command.studentId, reportId: command.reportId, counsellorNotes: command.counsellorNotes } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
