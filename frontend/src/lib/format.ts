// Display formats: en-IN, Asia/Kolkata (public-area §9, dashboards §9). Money is written by contracts/src/money.ts, the
// one rule the pages, the mails and the API's messages share.
import { hindiClock, hindiClockAt } from '@margdarshak/contracts/hindiClock';
import { parseSlot } from '@margdarshak/contracts/schedule/slotLabels';

const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

const date = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

/** A calendar date (YYYY-MM-DD, already India's) as 'Wed, 25 Nov 2026'; in Hindi with the month's whole name, 'बुध, 25 नवंबर 2026'. */
export function formatDay(isoDate: string, language: 'en' | 'hi' = 'en'): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'hi' ? { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn' } : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : LOCALE, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A slot as the API names it ('04:30 PM'), in the page's language: in Hindi 'शाम 4:30 बजे' (contracts' hindiClock). */
export function formatSlot(slot: string, language: 'en' | 'hi' = 'en'): string {
  const minutes = language === 'hi' ? parseSlot(slot) : undefined;
  return minutes === undefined ? slot : hindiClock(Math.floor(minutes / 60), minutes % 60);
}

// A Hindi page's dates are written as the Hindi PDF writes them (backend/src/modules/reports/summaryPage.ts): Hindi
// month names with Latin digits, and the time of day as families say it (contracts' hindiClock).
const hindiDate = new Intl.DateTimeFormat('hi-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn' });

/** '23 Nov 2026' in India's time zone; in Hindi '23 नवंबर 2026'. */
export function formatDate(instant: Date | string | number, language: 'en' | 'hi' = 'en'): string {
  return (language === 'hi' ? hindiDate : date).format(new Date(instant));
}

/** '4:30 pm' in India's time zone; in Hindi 'शाम 4:30 बजे'. */
export function formatTime(instant: Date | string | number, language: 'en' | 'hi' = 'en'): string {
  return language === 'en' ? time.format(new Date(instant)) : hindiClockAt(instant);
}

const month = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** A month (YYYY-MM, already India's) as 'Nov 2026'; anything else is kept as it came. */
export function monthLabel(yearMonth: string): string {
  const [year, mon] = yearMonth.split('-').map(Number);
  if (!year || !mon) return yearMonth;
  return month.format(new Date(Date.UTC(year, mon - 1, 1)));
}
