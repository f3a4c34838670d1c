import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';

/** The student reads about themself (/discover, their report); the counsellor reads about a student (result dialog). */
export type ResultAudience = 'student' | 'counsellor';

/** The language a result was written in: its own field, else (Big Five before issue 18) its report language, else English. */
export function resultLanguage(data: { language?: TestLanguage | undefined; reportLanguage?: string | undefined }): TestLanguage {
  return data.language ?? (data.reportLanguage === 'hi' ? 'hi' : 'en');
}
