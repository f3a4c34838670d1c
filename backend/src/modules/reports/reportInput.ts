// What a report is made from: the student's results and the session's details (reports.ts gathers them; reportDocument.ts
// and its pages lay them out). In a file of its own so that the pages and the document can both name it.
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { Stage } from './reportPlan';

export interface ReportInput {
  studentName: string;
  packageName: string;
  sessionDate: string;
  counsellorName?: string;
  counsellorNotes?: string;
  riasec?: RiasecResult;
  bigfive?: BigFiveResult;
  multipleIntelligences?: MultipleIntelligencesResult;
  /**
   * Issue 28, item 5: the student's class, board and medium from their profile, when given (reports.ts reads them when
   * it renders); the plan uses it (reportPlan.ts, `stage`).
   */
  stage?: Stage;
}
