// What the report's document is made from (reportDocument.ts): a released report's results and facts, and the student's
// stage. The PDF and the parent's view (parentView.ts) both start here, so they say the same. The pages name its type
// from here, not from reportDocument.ts, which imports them.
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { Stage } from './reportPlan';
import { reportLanguageOf } from './words';

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

/**
 * `stage`: the student's class, board and medium from their profile, for the plan's first steps (stageAdvice.ts).
 * `packageNameHi`: the admin's Hindi name for the package, which a report written in Hindi names it by, as the family's
 * pages and mails do (issue 33); without one, the name it was sold under.
 */
export function reportInput(view: ReportView, stage?: Stage, packageNameHi?: string): ReportInput {
  const input: ReportInput = {
    studentName: view.studentName,
    packageName: view.packageName,
    sessionDate: view.sessionDate,
    counsellorName: view.counsellorName,
    ...(view.counsellorNotes !== null && { counsellorNotes: view.counsellorNotes }),
    ...(view.results.riasec && { riasec: view.results.riasec }),
    ...(view.results.bigfive && { bigfive: view.results.bigfive }),
    ...(view.results.multiple_intelligences && { multipleIntelligences: view.results.multiple_intelligences }),
    ...(stage && { stage }),
  };
  return packageNameHi && reportLanguageOf(input) === 'hi' ? { ...input, packageName: packageNameHi } : input;
}
