// The result's summary: a short plain paragraph in the language the items were read in, saying the code place by place
// (or that there is no clear code, or that the answers are doubtful), how far each place can be trusted and which
// letters tied. Never the code as a bare three-letter word: each letter with its name (contracts codeWords.ts). Written
// here in English and Hindi; the Hindi names the types in words a student uses (खोजी, व्यवस्थित) and keeps the letters.
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { joinedWith, letterInWords } from '@margdarshak/contracts/assessments/codeWords';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { doubtfulSummary, type DoubtfulCause } from '../quality/doubtfulText';
import { FLAT_SPREAD, type CodeConfidence, type CodePlaces, type Doubt } from './confidence';

export { listWith as listOf } from '@margdarshak/contracts/assessments/codeWords';

export interface SummaryInput {
  language: TestLanguage;
  code: string;
  confidence: CodeConfidence;
  places: CodePlaces;
  ties: RiasecLetter[][];
  found: readonly Doubt[];
  doubtful: boolean;
  /** Why, when doubtful (doubtfulText.ts); 'pattern' when not given. */
  cause?: DoubtfulCause;
}

interface Words {
  none(straightLined: boolean): string;
  lead: Record<CodePlaces['lead'] | 'tied', (first: string, second: string) => string>;
  rest: Record<CodePlaces['rest'], (second: string, third: string) => string>;
  clear: string;
  tied(letters: string): string;
  doubts: Partial<Record<Doubt, string>>;
  explore: string;
}

const words: Record<TestLanguage, Words> = {
  en: {
    none: (straightLined) =>
      `No clear code. No interest stands out in these answers (${straightLined ? 'almost every activity got the same answer' : `the six scores are within ${FLAT_SPREAD} points of each other`}), so no Holland code or profile is given. Try some new activities, talk them over with a counsellor, and take the test again in a few months.`,
    lead: {
      clear: (first) => `Clear lead: ${first}.`,
      close: (first, second) => `Lead: ${first}, only just ahead of ${second}.`,
      tied: (first, second) => `Lead: ${first} and ${second}, tied.`,
    },
    rest: {
      clear: (second, third) => `Second and third: ${second} and ${third}, clear.`,
      close: (second, third) => `Second and third: ${second} and ${third}, close.`,
    },
    clear: 'These types stand apart from the rest, so they are a sound place to start exploring.',
    tied: (letters) => `${letters} tied.`,
    doubts: {
      close: 'Some of the top scores are only a few points apart.',
      inconsistent: 'Some answers to the same activity, asked twice, disagreed.',
      lowInterest: 'No type of activity was liked much.',
    },
    explore: 'Read it as directions to explore rather than a fixed order.',
  },
  hi: {
    none: (straightLined) =>
      `कोई साफ़ कोड नहीं। आपके जवाबों में कोई एक रुचि बाक़ी से आगे नहीं दिखती (${straightLined ? 'लगभग हर गतिविधि को एक ही जवाब मिला' : `छहों स्कोर आपस में ${FLAT_SPREAD} अंकों के भीतर हैं`}), इसलिए कोई हॉलैंड कोड या प्रोफ़ाइल नहीं दी गई है। कुछ नई गतिविधियाँ आज़माइए, उनके बारे में काउंसलर से बात कीजिए और कुछ महीनों बाद यह टेस्ट फिर से दीजिए।`,
    lead: {
      clear: (first) => `सबसे आगे, साफ़ तौर पर: ${first}।`,
      close: (first, second) => `सबसे आगे: ${first}, पर ${second} से बस थोड़ा-सा आगे।`,
      tied: (first, second) => `सबसे आगे: ${first} और ${second}, बराबर।`,
    },
    rest: {
      clear: (second, third) => `दूसरे और तीसरे स्थान पर: ${second} और ${third}, साफ़ क्रम में।`,
      close: (second, third) => `दूसरे और तीसरे स्थान पर: ${second} और ${third}, आपस में बहुत क़रीब।`,
    },
    clear: 'ये प्रकार बाक़ी से साफ़ आगे हैं, इसलिए आगे की खोज शुरू करने के लिए ये एक अच्छा आधार हैं।',
    tied: (letters) => `${letters} बराबर रहे।`,
    doubts: {
      close: 'ऊपर के कुछ स्कोर में बस कुछ ही अंकों का फ़र्क़ है।',
      inconsistent: 'एक ही गतिविधि दो बार पूछी गई, पर दोनों बार के जवाब आपस में मेल नहीं खाते।',
      lowInterest: 'किसी भी तरह की गतिविधि को ज़्यादा पसंद नहीं किया गया।',
    },
    explore: 'इसे पक्का क्रम नहीं, बल्कि खोजने की दिशाएँ मानिए।',
  },
};

export function riasecSummary({ language, code, confidence, places, ties, found, doubtful, cause }: SummaryInput): string {
  if (doubtful) return doubtfulSummary('riasec', language, cause);
  const w = words[language];
  if (confidence === 'none') return w.none(found.includes('straightLined'));
  const [first = 'R', second = 'R', third = 'R'] = code.split('') as RiasecLetter[];
  const named = (letter: RiasecLetter) => letterInWords(letter, language);
  // A tie for the lead is said in the lead's own sentence (and not again below).
  const leadTie = ties.find((group) => group.includes(first) && group.includes(second));
  const tiedNames = leadTie?.map(named) ?? [];
  const lead = leadTie ? w.lead.tied(tiedNames.slice(0, -1).join(', '), tiedNames[tiedNames.length - 1] ?? '') : w.lead[places.lead](named(first), named(second));
  const placeSentences = [lead, w.rest[places.rest](named(second), named(third))];
  if (confidence === 'clear' && places.rest === 'clear') return [...placeSentences, w.clear].join(' ');
  return [
    ...placeSentences,
    ...ties
      .filter((group) => group !== leadTie)
      .map((group) =>
        w.tied(
          joinedWith(
            group.map((l) => letterInWords(l, language)),
            language,
          ),
        ),
      ),
    ...found.flatMap((doubt) => w.doubts[doubt] ?? []),
    w.explore,
  ].join(' ');
}
