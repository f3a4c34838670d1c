export { useCarryLanguageToAccount } from './language/useLanguageChoice';
export { isTestLanguage } from './language/testLanguage';
export { resultLanguage } from './results/audience';
export { TestResultView } from './results/TestResultView';
