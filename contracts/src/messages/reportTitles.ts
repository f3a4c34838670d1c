// Test and report titles in Hindi (issue 33): the words the Hindi test and report pages show
// (frontend/src/features/assessments/language/pageWords.ts), and the mails and dashboards that name a report by the
// English title the reports read model keeps (reportTitle).
import { reportTitle } from '../api/personalityTests';
import { testTypeSchema, type TestType } from '../assessments/tests';

export const testTitlesHi: Record<TestType, string> = { riasec: 'हॉलैंड कोड', bigfive: 'बिग फ़ाइव (व्यक्तित्व)', multiple_intelligences: 'बहुआयामी बुद्धि' };

/** reportTitle's Hindi: 'करियर आकलन रिपोर्ट', or a test's own report ('हॉलैंड कोड रिपोर्ट'). */
export const reportTitleHi = (kind: 'test' | 'comprehensive', testType?: TestType) => (kind === 'comprehensive' || testType === undefined ? 'करियर आकलन रिपोर्ट' : `${testTitlesHi[testType]} रिपोर्ट`);

const hindiTitles: ReadonlyMap<string, string> = new Map([
  [reportTitle('comprehensive'), reportTitleHi('comprehensive')],
  ...testTypeSchema.options.map((testType): [string, string] => [reportTitle('test', testType), reportTitleHi('test', testType)]),
]);

/** The Hindi of a report's English title; a title it does not know (an older one), the general 'रिपोर्ट'. */
export const hindiReportTitle = (english: string): string => hindiTitles.get(english) ?? 'रिपोर्ट';
