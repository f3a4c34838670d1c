// The counsellor's Personality Test Results (dashboards §2, §3): their bookings' completed tests, a page of bookings at
// a time, each record with the §3 summary (testData) beside the full result (detailedResults) the dialog shows.
import type { CounsellorTestRecord, TestResultData, TestSummary } from '@margdarshak/contracts/api/personalityTests';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { counsellorTestsPage, type CounsellorTestRow } from '@margdarshak/projections/assessments/assessmentsQueries';
import { isReleasedToStudent } from '@margdarshak/projections/assessments/personalityTestsProjection';
import type { AppDeps } from '../../platform/deps';
import { resultAsRead } from './resultAsRead';

/** dashboards §3 testData: the figures each test type's record carries. */
export function summaryOf(testType: TestType, data: TestResultData): TestSummary {
  switch (testType) {
    case 'riasec': {
      const { hollandCode, realistic, investigative, artistic, social, enterprising, conventional, careerSuggestions, interpretation, totalQuestions } = data as RiasecResult;
      return { hollandCode, realistic, investigative, artistic, social, enterprising, conventional, careerSuggestions, interpretation, totalQuestions };
    }
    case 'multiple_intelligences': {
      const { intelligenceScores, dominantIntelligences, topIntelligences, careerSuggestions, totalQuestions } = data as MultipleIntelligencesResult;
      return { intelligenceScores, dominantIntelligences, topIntelligences, careerSuggestions, totalQuestions };
    }
    case 'bigfive': {
      const { openness, conscientiousness, extraversion, agreeableness, neuroticism, totalQuestions } = data as BigFiveResult;
      return { openness, conscientiousness, extraversion, agreeableness, neuroticism, totalQuestions };
    }
    default: {
      const unknown: never = testType;
      return unknown;
    }
  }
}

function toRecord(row: CounsellorTestRow): CounsellorTestRecord | undefined {
  if (!row.testData || !row.completedAt) return undefined;
  const result = resultAsRead({ testType: row.testType, testData: row.testData, answers: row.answers });
  return {
    id: row.id,
    bookingId: row.bookingId,
    testType: row.testType,
    studentName: row.studentName,
    studentEmail: row.studentEmail,
    packageName: row.packageName,
    packageType: row.packageType,
    sessionDate: row.sessionDate,
    completedAt: row.completedAt,
    isViewedByCounsellor: row.viewed,
    isReleasedToStudent: isReleasedToStudent(row),
    counsellorNotes: row.counsellorNotes,
    detailedResults: result,
    testData: summaryOf(row.testType, result),
    comprehensiveReportId: row.comprehensiveReportId,
    bookingCancelled: row.bookingCancelled,
  };
}

export async function counsellorResults(deps: AppDeps, counsellorId: string, page: number): Promise<{ records: CounsellorTestRecord[]; totalBookings: number }> {
  const { rows, totalBookings } = await counsellorTestsPage(deps.db, counsellorId, page);
  return { records: rows.flatMap((row) => toRecord(row) ?? []), totalBookings };
}
