// Reports from fixed answers: `npm run report:sample`, the PDF test and the bench all use them.
import { bigFiveItems, scoreBigFive } from '../assessments/bigFive/bigFive';
import { miItems } from '../assessments/multipleIntelligences/items';
import { scoreMultipleIntelligences } from '../assessments/multipleIntelligences/scoring';
import { riasecItems } from '../assessments/riasec/items';
import { scoreRiasec } from '../assessments/riasec/scoring';
import type { ReportInput } from './reportDocument';

const fixed = (ids: string[], pick: (id: string, i: number) => number) => Object.fromEntries(ids.map((id, i) => [id, pick(id, i)]));

export function sampleResults() {
  const riasec = scoreRiasec(fixed(riasecItems.map((i) => i.id), (id) => (id.startsWith('i') ? 5 : id.startsWith('a') ? 4 : id.startsWith('s') ? 4 : id.startsWith('r') ? 2 : 1)));
  const multipleIntelligences = scoreMultipleIntelligences(fixed(miItems.map((i) => i.id), (id, i) => (id.includes('logical') ? 5 : id.includes('spatial') ? 4 : (i % 3) + 2)));
  const bigfive = scoreBigFive(fixed(bigFiveItems('en').map((i) => i.id), (_, i) => (i % 5) + 1), { age: 16 });
  return { riasec, multipleIntelligences, bigfive };
}

const base = { studentName: 'Aditi Sharma', sessionDate: '2026-12-05T04:30:00.000Z', counsellorName: 'Meera Iyer', counsellorNotes: 'Aditi enjoys explaining science to others. We agreed she will try the IISER Aptitude Test alongside NEET, and spend the summer volunteering at a health camp.' };

export function sampleReportInputs(): Record<'riasec' | 'bigfive' | 'multiple_intelligences' | 'comprehensive' | 'comprehensive-hindi', ReportInput> {
  const r = sampleResults();
  return {
    riasec: { ...base, packageName: 'Basic', riasec: r.riasec },
    bigfive: { ...base, packageName: 'Comprehensive', bigfive: r.bigfive },
    multiple_intelligences: { ...base, packageName: 'Advanced', multipleIntelligences: r.multipleIntelligences },
    comprehensive: { ...base, packageName: 'Comprehensive', riasec: r.riasec, bigfive: r.bigfive, multipleIntelligences: r.multipleIntelligences },
    // A Hindi name and a Hindi note: they must print as Hindi, shaped, not as empty boxes.
    'comprehensive-hindi': {
      ...base,
      studentName: 'अनन्या शर्मा',
      counsellorName: 'प्रिया त्रिपाठी',
      counsellorNotes: 'अनन्या को विज्ञान और कला दोनों में रुचि है। अगले तीन महीनों में वह स्कूल की विज्ञान प्रदर्शनी में भाग लेगी और एक चित्रकला कार्यशाला आज़माएगी।',
      packageName: 'Comprehensive',
      riasec: r.riasec,
      bigfive: r.bigfive,
      multipleIntelligences: r.multipleIntelligences,
    },
  };
}
