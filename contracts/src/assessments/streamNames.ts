// The streams' names as every surface shows them (web result, report page, PDF), so a family reads the same word for a
// stream wherever they meet it. Hindi keeps the names students use, with a gloss where parents know the older one.
import type { RecommendedStream } from './hollandProfile';
import type { TestLanguage } from './tests';

export const streamNames: Record<TestLanguage, Record<RecommendedStream, string>> = {
  en: { 'Science (PCM)': 'Science (PCM)', 'Science (PCB)': 'Science (PCB)', Commerce: 'Commerce', Humanities: 'Humanities', Vocational: 'Vocational' },
  hi: { 'Science (PCM)': 'साइंस (पीसीएम)', 'Science (PCB)': 'साइंस (पीसीबी)', Commerce: 'कॉमर्स', Humanities: 'ह्यूमैनिटीज़ (कला)', Vocational: 'व्यावसायिक (वोकेशनल)' },
};
