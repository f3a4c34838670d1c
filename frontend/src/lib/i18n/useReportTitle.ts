// A report's title as the page's reader says it (issue 33): the API names a report in English (the reports read model's
// title); a Hindi page shows the title the Hindi report page and mails use (contracts' hindiReportTitle).
import { hindiReportTitle } from '@margdarshak/contracts/messages/reportTitles';
import { useLanguage } from './useLanguage';

export function useReportTitle(): (englishTitle: string) => string {
  return useLanguage() === 'hi' ? hindiReportTitle : (englishTitle) => englishTitle;
}
