// Taking a test and reading its result (the student's test and report pages, the discover page). Stands on auth and the
// student area; what app/ and the counsellor's workspace use:
export { TestResultView } from './results/TestResultView';
export { isTestLanguage, useChosenLanguage } from './language/testLanguage';
export { resultLanguage } from './results/audience';
