// The test page's own words in each test language: the runner's buttons and progress, and how to answer. The items and
// their scales come from the server in the same language.
import type { TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';

export interface RunnerWords {
  page(page: number, pages: number): string;
  answered(done: number, total: number): string;
  previous: string;
  next: string;
  unanswered(count: number): string;
  item(n: number): string;
  andMore: string;
  /** The full stop after the list of unanswered items. */
  end: string;
}

export const runnerWords: Record<TestLanguage, RunnerWords> = {
  en: {
    page: (page, pages) => `Page ${page} of ${pages}`,
    answered: (done, total) => `${done} of ${total} answered`,
    previous: 'Previous',
    next: 'Next',
    unanswered: (count) => `${count} ${count === 1 ? 'item is' : 'items are'} still unanswered:`,
    item: (n) => `item ${n}`,
    andMore: ' and more',
    end: '.',
  },
  hi: {
    page: (page, pages) => `पेज ${page} / ${pages}`,
    answered: (done, total) => `${total} में से ${done} के जवाब दिए`,
    previous: 'पिछला',
    next: 'अगला',
    unanswered: (count) => `${count} ${count === 1 ? 'प्रश्न का जवाब' : 'प्रश्नों के जवाब'} अभी बाक़ी ${count === 1 ? 'है' : 'हैं'}:`,
    item: (n) => `प्रश्न ${n}`,
    andMore: ' और भी',
    end: '।',
  },
};

/** How to answer, for the two tests written in both languages. */
export const howToAnswer: Record<'riasec' | 'multiple_intelligences', Record<TestLanguage, string>> = {
  riasec: {
    en: 'For each activity, choose how much you would like doing it. There are no right or wrong answers.',
    hi: 'हर गतिविधि के लिए चुनिए कि उसे करना आपको कितना पसंद आएगा। कोई जवाब सही या ग़लत नहीं होता।',
  },
  multiple_intelligences: {
    en: 'For each statement, choose how well it describes you. There are no right or wrong answers.',
    hi: 'हर कथन के लिए चुनिए कि वह आप पर कितना लागू होता है। कोई जवाब सही या ग़लत नहीं होता।',
  },
};

export const hasOwnLanguages = (type: TestType): type is 'riasec' | 'multiple_intelligences' => type === 'riasec' || type === 'multiple_intelligences';

/** Submit and scoring buttons on the free test and a session's test. */
export const submitWords: Record<TestLanguage, { results: string; scoring: string; submit: string; submitting: string }> = {
  en: { results: 'See my results', scoring: 'Scoring…', submit: 'Submit Test', submitting: 'Submitting…' },
  hi: { results: 'मेरा नतीजा दिखाइए', scoring: 'नतीजा तैयार हो रहा है…', submit: 'टेस्ट जमा कीजिए', submitting: 'जमा हो रहा है…' },
};
