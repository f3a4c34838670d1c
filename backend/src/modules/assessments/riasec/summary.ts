// The result's summary: a short plain paragraph in the language the items were read in, saying the code (or that there
// is no clear code), how far it can be trusted and which letters tied. Written here in English and Hindi; the Hindi
// names the types in words a student uses (खोजी for Investigative, व्यवस्थित for Conventional) and keeps the letters.
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { FLAT_SPREAD, type CodeConfidence, type Doubt } from './confidence';

/** 'A', 'A and B', 'A, B and C' (with the language's 'and'). */
export function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export interface SummaryInput {
  language: TestLanguage;
  code: string;
  confidence: CodeConfidence;
  ties: RiasecLetter[][];
  found: readonly Doubt[];
}

interface Words {
  and: string;
  names: Record<RiasecLetter, string>;
  none(straightLined: boolean): string;
  clear(code: string, names: string): string;
  tentative(code: string): string;
  tied(letters: string): string;
  doubts: Partial<Record<Doubt, string>>;
  explore: string;
}

const words: Record<TestLanguage, Words> = {
  en: {
    and: 'and',
    names: { R: 'Realistic', I: 'Investigative', A: 'Artistic', S: 'Social', E: 'Enterprising', C: 'Conventional' },
    none: (straightLined) =>
      `No clear code. No interest stands out in these answers (${straightLined ? 'almost every activity got the same answer' : `the six scores are within ${FLAT_SPREAD} points of each other`}), so no Holland code or profile is given. Try some new activities, talk them over with a counsellor, and take the test again in a few months.`,
    clear: (code, names) => `Clear code: ${code} (${names}). These three types stand apart from the rest, so this code is a sound place to start exploring.`,
    tentative: (code) => `Tentative code: ${code}.`,
    tied: (letters) => `${letters} tied.`,
    doubts: {
      close: 'Some of the top scores are only a few points apart.',
      inconsistent: 'Some answers to the same activity, asked twice, disagreed.',
      lowInterest: 'No type of activity was liked much.',
    },
    explore: 'Read it as directions to explore rather than a fixed order.',
  },
  hi: {
    and: 'और',
    names: { R: 'व्यावहारिक', I: 'खोजी', A: 'कलात्मक', S: 'सामाजिक', E: 'उद्यमी', C: 'व्यवस्थित' },
    none: (straightLined) =>
      `कोई साफ़ कोड नहीं। आपके जवाबों में कोई एक रुचि बाक़ी से आगे नहीं दिखती (${straightLined ? 'लगभग हर गतिविधि को एक ही जवाब मिला' : `छहों स्कोर आपस में ${FLAT_SPREAD} अंकों के भीतर हैं`}), इसलिए कोई हॉलैंड कोड या प्रोफ़ाइल नहीं दी गई है। कुछ नई गतिविधियाँ आज़माइए, उनके बारे में काउंसलर से बात कीजिए और कुछ महीनों बाद यह टेस्ट फिर से दीजिए।`,
    clear: (code, names) => `साफ़ कोड: ${code} (${names})। ये तीनों प्रकार बाक़ी से साफ़ आगे हैं, इसलिए आगे की खोज शुरू करने के लिए यह कोड एक अच्छा आधार है।`,
    tentative: (code) => `संभावित कोड, अभी पक्का नहीं: ${code}।`,
    tied: (letters) => `${letters} बराबर रहे।`,
    doubts: {
      close: 'ऊपर के कुछ स्कोर में बस कुछ ही अंकों का फ़र्क़ है।',
      inconsistent: 'एक ही गतिविधि दो बार पूछी गई, पर दोनों बार के जवाब आपस में मेल नहीं खाते।',
      lowInterest: 'किसी भी तरह की गतिविधि को ज़्यादा पसंद नहीं किया गया।',
    },
    explore: 'इसे पक्का क्रम नहीं, बल्कि खोजने की दिशाएँ मानिए।',
  },
};

export function riasecSummary({ language, code, confidence, ties, found }: SummaryInput): string {
  const w = words[language];
  const letters = code.split('') as RiasecLetter[];
  if (confidence === 'none') return w.none(found.includes('straightLined'));
  if (confidence === 'clear') return w.clear(code, letters.map((l) => w.names[l]).join(', '));
  return [
    w.tentative(code),
    ...ties.map((group) => w.tied(listOf(group.map((l) => `${l} (${w.names[l]})`), w.and))),
    ...found.flatMap((doubt) => w.doubts[doubt] ?? []),
    w.explore,
  ].join(' ');
}
