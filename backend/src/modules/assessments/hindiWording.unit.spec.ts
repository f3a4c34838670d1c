// The Hindi a family reads in results and reports keeps to docs/hindi-glossary.md (issue 28, item 6): one spelling of
// each word, the plain word where a stiff one was replaced, one name for each term, so later edits cannot drift back.
import { describe, expect, it } from 'vitest';
import { helplineText, helplineTextForCounsellors, helplineTextForParents } from '@margdarshak/contracts/assessments/helpline';
import { hindiAccuracyScale, hindiItemTexts } from './bigFive/hindiItems';
import { hindi as bigFiveHindi } from './bigFive/text/hi';
import { hindiProfileText } from './hollandProfiles/hi';
import { hollandProfiles } from './hollandProfiles/index';
import { ideasToTryHi, intelligenceCareersHi } from './multipleIntelligences/contentHi';
import { miContentFor } from './multipleIntelligences/content';
import { careersByTypeHi, typePhrasesHi } from './riasec/careersHi';
import { riasecSummary } from './riasec/summary';
import { interpretationText } from './riasec/interpretationText';
import { reportWords } from '../reports';
import { riasecItems } from './riasec/items';
import { scoreRiasec } from './riasec/scoring';
import { genuineAnswers, randomSource } from './quality/simulatedAnswers';
import { doubtfulSummary } from './quality/doubtfulText';
import { testTypes } from '@margdarshak/contracts/assessments/tests';

/** Every string in a value, however deeply nested. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

const profiles = hollandProfiles.map((p) => hindiProfileText(p.code));
/** The profiles' own words: the institutions beside them are names, written as the institutions write them. */
const profileWords = stringsOf(profiles.map((p) => p && { ...p, career_clusters: p.career_clusters.map((c) => c.cluster) }));
const texts: readonly string[] = [
  ...profileWords,
  ...stringsOf([careersByTypeHi, typePhrasesHi, intelligenceCareersHi, ideasToTryHi, miContentFor('hi')]),
  ...stringsOf([bigFiveHindi, hindiItemTexts, hindiAccuracyScale, helplineText.hi, helplineTextForParents.hi, helplineTextForCounsellors.hi]),
  // The PDF's own fixed words (the sentences built by functions are read through the Hindi sample in reportHindi.int.spec.ts).
  ...stringsOf(reportWords.hi),
  bigFiveHindi.summary.describes(['क', 'ख']),
  bigFiveHindi.summary.strongest(['क'], ['ख']),
  riasecSummary({
    language: 'hi',
    code: 'IAS',
    confidence: 'tentative',
    places: { lead: 'close', rest: 'close' },
    ties: [['I', 'A']],
    found: ['close', 'inconsistent', 'lowInterest'],
    doubtful: false,
  }),
  riasecSummary({ language: 'hi', code: 'IAS', confidence: 'clear', places: { lead: 'clear', rest: 'clear' }, ties: [], found: [], doubtful: false }),
  riasecSummary({ language: 'hi', code: 'IAS', confidence: 'none', places: { lead: 'close', rest: 'close' }, ties: [], found: ['straightLined'], doubtful: false }),
  riasecSummary({ language: 'hi', code: 'IAS', confidence: 'tentative', places: { lead: 'close', rest: 'clear' }, ties: [], found: [], doubtful: true }),
  // Doubtful answers worded by their cause (quality/doubtfulText.ts): no clear pattern, mostly unsure.
  ...testTypes.flatMap((type) => [doubtfulSummary(type, 'hi', 'noClearPattern'), doubtfulSummary(type, 'hi', 'unsure')]),
  // A close second and third letter: the profile rests on the first (interpretation and PDF).
  interpretationText.hi.restClose('क'),
  reportWords.hi.restCloseNote('क'),
  reportWords.hi.noClearPattern('क'),
  // The RIASEC interpretation in Hindi, every sentence it can say: simulated students give codes, ties, nearest profiles
  // and no clear code; the same answer throughout gives the doubtful one.
  ...stringsOf(interpretationText.hi),
  ...Array.from({ length: 300 }, (_, seed) => scoreRiasec(genuineAnswers('riasec', randomSource(seed)), 'hi').interpretation),
  scoreRiasec(Object.fromEntries(riasecItems.map((item) => [item.id, 3])), 'hi').interpretation,
];

/** A whole Devanagari word (the danda is punctuation, not part of a word). */
const word = (w: string) => new RegExp(`(?<![\\u0900-\\u0963\\u0966-\\u097F])${w}(?![\\u0900-\\u0963\\u0966-\\u097F])`);

/** Spellings we do not use, with the one we do (the glossary's spelling list). */
const spelling: readonly [avoided: string, used: string][] = [
  ['कदम', 'क़दम'],
  ['कदमों', 'क़दमों'],
  ['तरीका', 'तरीक़ा'],
  ['तरीके', 'तरीक़े'],
  ['तरीकों', 'तरीक़ों'],
  ['खुद', 'ख़ुद'],
  ['खुश', 'ख़ुश'],
  ['खुशी', 'ख़ुशी'],
  ['बाकी', 'बाक़ी'],
  ['मौका', 'मौक़ा'],
  ['मौके', 'मौक़े'],
  ['गलत', 'ग़लत'],
  ['गलती', 'ग़लती'],
  ['करीब', 'क़रीब'],
  ['लायक', 'लायक़'],
  ['शौक', 'शौक़'],
  ['ज्यादा', 'ज़्यादा'],
  ['जरूरी', 'ज़रूरी'],
  ['जरूरत', 'ज़रूरत'],
  ['फैसला', 'फ़ैसला'],
  ['खास', 'ख़ास'],
  ['फ़र्क', 'फ़र्क़'],
  ['नक्शा', 'नक़्शा'],
  ['झुंझलाहट', 'झुँझलाहट'],
  ['संभाल', 'सँभाल'],
  ['संभालना', 'सँभालना'],
  ['संभल', 'सँभल'],
  ['ढूँढ़ना', 'ढूँढना'],
  ['ढूँढ़ने', 'ढूँढने'],
  ['समय-सारिणी', 'समय-सारणी'],
  ['जीव विज्ञान', 'जीवविज्ञान'],
];
/** Stiff or bookish words a student would not use, with the everyday word that replaced them. */
const plainer: readonly [avoided: string, used: string][] = [
  ['प्रश्नावली', 'टेस्ट'],
  ['परिणामों', 'नतीजों'],
  ['उत्तरों', 'जवाबों'],
  ['दिवास्वप्न', 'ख़यालों में खोना'],
  ['अमूर्त', 'सिर्फ़ विचारों वाला'],
  ['पंजीकरण', 'रजिस्ट्रेशन'],
  ['अभिलेखागार', 'आर्काइव'],
  ['अक्षरशः', 'ज्यों का त्यों'],
  ['विधिक', 'क़ानूनी'],
  ['भरोसेमंदी', 'निभाने की लगन'],
  ['सुचारु', 'बिना रुकावट'],
  ['मानविकी', 'ह्यूमैनिटीज़'],
  ['वाणिज्य', 'कॉमर्स'],
  ['दिलचस्पी', 'रुचि'],
  ['कैरियर', 'करियर'],
  ['परीक्षण', 'टेस्ट'],
  ['परामर्शदाता', 'काउंसलर'],
  ['प्रोफाइल', 'प्रोफ़ाइल'],
  ['प्रतिरूप', 'पैटर्न'],
];

describe('the Hindi keeps to the glossary', () => {
  it('reads a good number of texts (profiles, careers, MI, Big Five items and texts, helpline, summaries)', () => {
    expect(profiles.every(Boolean)).toBe(true);
    expect(texts.length).toBeGreaterThan(1000);
  });

  it.each(spelling)('writes %s as %s', (avoided) => {
    for (const text of texts) expect(text, text).not.toMatch(word(avoided));
  });

  it.each(plainer)('says %s as %s', (avoided) => {
    for (const text of texts) expect(text, text).not.toMatch(word(avoided));
  });

  it('writes degree and subject-combination names in Devanagari (exam names stay in Latin letters)', () => {
    for (const text of profileWords) expect(text, text).not.toMatch(/\b(PCM|PCB|PCMB|MBBS|B\.Tech|B\.Arch|B\.Sc|B\.Ed|BPT|NGO)\b/);
  });

  it('opens every profile summary the same way, naming the mix as one of interests', () => {
    for (const p of profiles) expect(p?.summary).toMatch(/^इस मेल की रुचियों वाले विद्यार्थियों/);
  });

  it('catches the forms it is meant to catch, and not the words around them', () => {
    expect('हर कदम पर').toMatch(word('कदम'));
    expect('हर क़दम पर').not.toMatch(word('कदम'));
    expect('अच्छा तरीका।').toMatch(word('तरीका'));
    expect('खुदाई').not.toMatch(word('खुद'));
    expect('स्कूल की B.Tech सीट').toMatch(/\b(B\.Tech)\b/);
  });
});
