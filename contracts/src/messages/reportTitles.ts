// A report's title in Hindi (issue 33), from the English title the reports read model keeps (reportTitle): the words the
// Hindi report page shows (frontend/src/features/assessments/language/pageWords.ts), for the mails that name a report.
import { reportTitle } from '../api/personalityTests';
import { testTypeSchema, type TestType } from '../assessments/tests';

const testTitlesHi: Record<TestType, string> = { riasec: 'हॉलैंड कोड', bigfive: 'बिग फ़ाइव (व्यक्तित्व)', multiple_intelligences: 'बहुआयामी बुद्धि' };

const hindiTitles: ReadonlyMap<string, string> = new Map([
  [reportTitle('comprehensive'), 'करियर आकलन रिपोर्ट'],
  ...testTypeSchema.options.map((testType): [string, string] => [reportTitle('test', testType), `${testTitlesHi[testType]} रिपोर्ट`]),
]);

/** The Hindi of a report's English title; a title it does not know (an older one), the general 'रिपोर्ट'. */
export const hindiReportTitle = (english: string): string => hindiTitles.get(english) ?? 'रिपोर्ट';
