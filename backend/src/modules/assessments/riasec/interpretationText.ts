// The sentences of a RIASEC result's `interpretation`, spoken to the student, in the language the items were read in.
// The English is as it always was; the Hindi is written for a 14-year-old and their parents in the register of
// summary.ts (docs/hindi-glossary.md): आप forms, the student never the subject of a verb that agrees with a gender.
import { typeNames, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { joinedWith, letterInWords, letterNames } from '@margdarshak/contracts/assessments/codeWords';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { FLAT_SPREAD, type Doubt } from './confidence';
import { listOf } from './summary';

export type ExplainedDoubt = Exclude<Doubt, 'straightLined' | 'flat' | 'tied'>;

export interface InterpretationText {
  shape: { even: string; sharp: string; lead: string };
  doubts: Record<ExplainedDoubt, string>;
  noneWhy: (straightLined: boolean) => string;
  none: (why: string) => string;
  noneWayOn: string;
  scores: (list: string) => string;
  /** A type with its score: "Artistic (30/40)". */
  scored: (letter: RiasecLetter, score: number) => string;
  /** A type's name in a sentence: "Artistic". */
  typeName: (letter: RiasecLetter) => string;
  /** Letters in a sentence about ties: "I and A" in English, with their names in Hindi. */
  letters: (group: readonly RiasecLetter[]) => string;
  and: string;
  tiedLead: (names: string, score: number) => string;
  strongest: (name: string, score: number, phrase: string) => string;
  next: (named: string) => string;
  tied: (letters: string, score: number) => string;
  nearestTo: (leading: RiasecLetter | null) => string;
  nearest: (code: string, nearest: string, profileCode: string, title: string, differences: string) => string;
  /** The second and third letters were close: the profile rests on the first letter (psychometric review). */
  restClose: (title: string) => string;
  notAbilities: string;
}

export const interpretationText: Record<TestLanguage, InterpretationText> = {
  en: {
    shape: {
      even: 'Your interests are spread fairly evenly across the six types: you are open to many directions, and real experiences (projects, clubs, talking to people at work) will help you narrow them.',
      sharp: 'Your interests are sharply defined: the top types stand well above the rest, which makes choosing a direction easier.',
      lead: 'Your interests have a lead with some range beyond it.',
    },
    doubts: {
      close: 'Some of the top scores are only a few points apart, so their order could change on another day.',
      inconsistent: 'Activities that were asked twice in different words got a like one time and a dislike the other, so some answers may have been hurried.',
      lowInterest: 'Even the highest type was not liked much, so the code shows what you dislike least rather than a clear interest.',
    },
    noneWhy: (straightLined) => (straightLined ? 'almost every activity got the same answer' : `all six scores are within ${FLAT_SPREAD} points of each other`),
    none: (why) => `No interest stands out in these answers: ${why}. The six scores are shown, but no Holland code or profile is given, because any three letters picked from them would be chance.`,
    noneWayOn:
      'This is common and says nothing is wrong: it usually means there has not yet been a chance to try enough of these activities. Try a few new ones (a club, a project, a day with someone at work), talk them over with a counsellor, and take the test again in a few months, answering each activity on its own.',
    scores: (list) => `(Scores: ${list}, each out of 40.)`,
    scored: (letter, score) => `${typeNames[letter]} (${score}/40)`,
    typeName: (letter) => typeNames[letter],
    letters: (group) => listOf(group, 'and'),
    and: 'and',
    tiedLead: (names, score) => `Your strongest interests are ${names}, tied at ${score}/40.`,
    strongest: (name, score, phrase) => `Your strongest interest is ${name} (${score}/40): you are drawn to ${phrase}.`,
    next: (named) => `Next in your code: ${named}.`,
    tied: (letters, score) => `${letters} tied at ${score}/40, so their order in the code is not decided by your answers.`,
    nearestTo: (leading) => (leading ? `the nearest profile that starts with your leading letter, ${leading}` : 'the nearest profile to your six scores'),
    nearest: (code, nearest, profileCode, title, differences) =>
      `Your code, ${code}, is a rarer combination with no profile of its own, so the one shown is ${nearest}: ${profileCode}, ${title}. It differs from your code in ${differences}.`,
    restClose: (title) =>
      `Your second and third letters are close, so the profile shown, ${title}, is the one nearest to your first letter and the next two; it rests mainly on your first letter. Read it as a starting point, not a settled description of you.`,
    notAbilities: 'Interests are not abilities: use this as a map for exploring, not a verdict.',
  },
  hi: {
    shape: {
      even: 'आपकी रुचियाँ छहों प्रकारों में लगभग बराबर फैली हुई हैं: आपके लिए कई दिशाएँ खुली हैं, और असली अनुभव (प्रोजेक्ट, क्लब, काम कर रहे लोगों से बातचीत) इनमें से अपनी दिशा चुनने में मदद करेंगे।',
      sharp: 'आपकी रुचियाँ साफ़ उभरकर आती हैं: ऊपर के प्रकार बाक़ी से काफ़ी आगे हैं, इसलिए दिशा चुनना आसान हो जाता है।',
      lead: 'आपकी रुचियों में एक प्रकार सबसे आगे है, और उसके अलावा भी कुछ रुचियाँ हैं।',
    },
    doubts: {
      close: 'ऊपर के कुछ स्कोर में बस कुछ ही अंकों का फ़र्क़ है, इसलिए किसी और दिन इनका क्रम बदल सकता है।',
      inconsistent: 'जो गतिविधियाँ दो बार अलग शब्दों में पूछी गईं, उन्हें एक बार पसंद और दूसरी बार नापसंद मिला, इसलिए हो सकता है कि कुछ जवाब जल्दी में दिए गए हों।',
      lowInterest: 'सबसे ऊपर वाले प्रकार को भी ज़्यादा पसंद नहीं किया गया, इसलिए यह कोड किसी साफ़ रुचि से ज़्यादा यह दिखाता है कि आपको क्या सबसे कम नापसंद है।',
    },
    noneWhy: (straightLined) => (straightLined ? 'लगभग हर गतिविधि को एक ही जवाब मिला' : `छहों स्कोर आपस में ${FLAT_SPREAD} अंकों के भीतर हैं`),
    none: (why) => `इन जवाबों में कोई रुचि बाक़ी से आगे नहीं दिखती: ${why}। छहों स्कोर दिखाए गए हैं, पर कोई हॉलैंड कोड या प्रोफ़ाइल नहीं दी गई है, क्योंकि इनमें से चुने गए कोई भी तीन अक्षर बस संयोग होते।`,
    noneWayOn:
      'ऐसा अक्सर होता है और इसमें कुछ ग़लत नहीं है: आम तौर पर इसका मतलब है कि अभी तक इनमें से काफ़ी गतिविधियाँ आज़माने का मौक़ा नहीं मिला। कुछ नई गतिविधियाँ आज़माइए (कोई क्लब, कोई प्रोजेक्ट, काम कर रहे किसी व्यक्ति के साथ एक दिन), उनके बारे में काउंसलर से बात कीजिए, और कुछ महीनों बाद यह टेस्ट फिर से दीजिए, हर गतिविधि के बारे में अलग से सोचकर।',
    scores: (list) => `(स्कोर: ${list}, हर एक 40 में से।)`,
    scored: (letter, score) => `${letterNames.hi[letter]} (${letter}, ${score}/40)`,
    typeName: (letter) => letterInWords(letter, 'hi'),
    letters: (group) =>
      joinedWith(
        group.map((letter) => letterInWords(letter, 'hi')),
        'hi',
      ),
    and: 'और',
    tiedLead: (names, score) => `आपकी सबसे मज़बूत रुचियाँ ${names} हैं, जो ${score}/40 पर बराबर हैं।`,
    strongest: (name, score, phrase) => `आपकी सबसे मज़बूत रुचि ${name} है (${score}/40)। आपका मन इस ओर खिंचता है: ${phrase}।`,
    next: (named) => `आपके कोड में इसके बाद: ${named}।`,
    tied: (letters, score) => `${letters} ${score}/40 पर बराबर रहे, इसलिए कोड में इनका क्रम आपके जवाबों से तय नहीं होता।`,
    nearestTo: (leading) => (leading ? `आपके सबसे आगे वाले अक्षर ${leading} से शुरू होने वाली सबसे क़रीबी प्रोफ़ाइल` : 'आपके छहों स्कोर से सबसे ज़्यादा मेल खाने वाली प्रोफ़ाइल'),
    nearest: (code, nearest, profileCode, title, differences) =>
      `आपका कोड, ${code}, कम मिलने वाला मेल है जिसकी अपनी कोई प्रोफ़ाइल नहीं है, इसलिए यहाँ ${nearest} दिखाई गई है: “${title}” (${profileCode})। यह आपके कोड से ${differences} में अलग है।`,
    restClose: (title) =>
      `आपके कोड के दूसरे और तीसरे अक्षर क़रीब-क़रीब बराबर हैं, इसलिए दिखाई गई प्रोफ़ाइल, “${title}”, आपके पहले अक्षर और अगले दो अक्षरों के सबसे क़रीब है, और ख़ासकर आपके पहले अक्षर पर टिकी है। इसे अपने बारे में पक्की बात नहीं, बल्कि शुरुआत की जगह मानिए।`,
    notAbilities: 'रुचियाँ क्षमताएँ नहीं हैं: इसे खोजने का नक़्शा मानिए, कोई फ़ैसला नहीं।',
  },
};
