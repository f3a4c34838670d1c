/** The student reads about themself (/discover, their report); the counsellor reads about a student (result dialog). */
export type ResultAudience = 'student' | 'counsellor';

export { resultLanguage } from '@margdarshak/contracts/assessments/resultLanguage';
