// A Hindi comprehensive report made through the API the pages call: every test of the booking answered in Hindi as a
// simulated genuine student would (a fixed seed, so a run is the same every time and passes the answer-quality check),
// released by the counsellor, and read back as the student's report page gets it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { genuineAnswers, randomSource } from '@margdarshak/backend/modules/assessments/index';

export async function releasedHindiReport(
  student: APIRequestContext,
  counsellor: APIRequestContext,
  bookingId: string,
  testTypes: readonly TestType[],
): Promise<{ reportId: string; report: ReportView }> {
  const random = randomSource(28);
  for (const testType of testTypes) {
    const submitted = await student.post(`/api/personality-test/${bookingId}/submit`, { data: { testType, answers: genuineAnswers(testType, random), language: 'hi', reportLanguage: 'hi' } });
    expect(submitted.status(), await submitted.text()).toBe(201);
  }
  const released = await counsellor.post(`/api/personality-test/booking/${bookingId}/release-comprehensive`, { data: { counsellorNotes: '' } });
  expect(released.status(), await released.text()).toBe(201);
  const { reportId } = (await released.json()) as { reportId: string };
  const report = (await (await student.get(`/api/reports/${reportId}`)).json()) as ReportView;
  return { reportId, report };
}
