// A booking's comprehensive report (stream report-{bookingId}): released once all three tests are completed, and
// released again as an update (version 2, 3, …) whenever the counsellor revises the notes.
import type { ReportEvent } from '@margdarshak/contracts/events/assessments';
import { ConflictError } from '../../platform/http/errors';

export interface ComprehensiveState {
  version: number;
}

export const initialComprehensive: ComprehensiveState = { version: 0 };

export const evolveComprehensive = (state: ComprehensiveState, event: ReportEvent): ComprehensiveState => ({ version: Math.max(state.version, event.data.version) });

export type ComprehensiveCommand = {
  type: 'ReleaseComprehensive';
  bookingId: string;
  studentId: string;
  reportId: string;
  /** Why it cannot be released (not a comprehensive package, tests not completed), or null. */
  refusal: string | null;
  testIds: string[];
  counsellorNotes: string | null;
};

export function decideComprehensive(command: ComprehensiveCommand, state: ComprehensiveState): ReportEvent[] {
  if (command.refusal) throw new ConflictError('COMPREHENSIVE_NOT_READY', command.refusal);
  const { bookingId, studentId, reportId, testIds, counsellorNotes } = command;
  return [{ type: 'ComprehensiveReportReleased', data: { bookingId, studentId, reportId, version: state.version + 1, testIds, counsellorNotes } }];
}
