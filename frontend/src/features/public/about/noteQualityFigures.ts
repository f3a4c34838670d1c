// The technical note's answer-quality thresholds and measured shares (issue 28, items 2 and 7), in English and Hindi.
// The figures are docs/assessments-quality.md's (`npm run quality:simulation -- 20000`, seed 28): change both together.
import type { Block } from '../ProsePage';

export const qualityFiguresEn: Block[] = [
  { h: 'How the answer checks were set' },
  {
    p: 'Each test’s answers are checked with a few simple measures: the longest run of one answer, the share of the commonest answer, agreeing with statements worded both ways (acquiescence), check pairs (the same idea asked twice, or its opposite), how well the answers fit the pattern the items expect (person fit), repeating rhythms such as 1-2-3-4-5, and, for a session’s test, how fast each page was answered. Any measure past its limit marks the answers as doubtful.',
  },
  {
    p: 'The limits were set by simulation, not by guesswork: thousands of uniformly random answer sets, and thousands of simulated genuine students answering with moderate noise, were scored by the product’s own functions. Our targets: at most 10% of random answer sets may be shown a profile, and at most 10% of genuine students may be wrongly flagged, for each test.',
  },
  { p: 'Each test’s limits (docs/assessments-quality.md in our code has the full table):' },
  {
    list: [
      'Holland code (63 statements): 12 or more of the same answer in a row; one answer for 90% of statements; agreeing well beyond the middle with little spread; 2 of the 3 restated pairs answered the wrong way round; person fit below 0.16.',
      'Multiple Intelligences (40 statements): 15 in a row; one answer for 90%; agreeing well beyond the middle; person fit below 0.32.',
      'Big Five (120 statements): 15 in a row; one answer for 70%; agreeing with statements worded both ways by 1.2 steps or more; 8 of the 18 pairs of opposite statements answered the wrong way round, read after correcting for agreeing; person fit below 0.08.',
      'Every test: a repeating rhythm well beyond chance; for a session’s test, under 1.5 seconds per statement.',
    ],
  },
  { p: 'What we measured, 20,000 simulated answer sets of each kind for each test:' },
  {
    list: [
      'Random answers shown a profile: Holland code 6.8%, Multiple Intelligences 7.1%, Big Five 4.3% (target: at most 10%).',
      'Simulated genuine students wrongly flagged: Holland code 6.7%, Multiple Intelligences 9.5%, Big Five 2.6% (target: at most 10%).',
      'Straight-lined, alternating, rhythmic and agree-with-everything answers shown a profile: 0% in every test.',
      'Agreeing with everything used to read as high emotional sensitivity in 85% of cases; now in none.',
    ],
  },
  {
    p: 'Where the checks are weaker, said plainly: those targets hold for our simple model of a genuine student. Students who answer at the extremes, or whose interests are all about equally strong, are flagged more often (up to 46% for even interests in Multiple Intelligences). They are told that no clear pattern stood out, or that they mostly chose the middle answer, never that they hurried, and a counsellor can go through the answers with them. The limits will be checked again against real students’ answers.',
  },
];

export const qualityFiguresHi: Block[] = [
  { h: 'जवाबों की जाँच की सीमाएँ कैसे तय हुईं' },
  {
    p: 'हर टेस्ट के जवाब कुछ आसान पैमानों से जाँचे जाते हैं: एक ही जवाब लगातार कितनी बार आया, सबसे आम जवाब का हिस्सा कितना है, दोनों दिशाओं में लिखे कथनों से भी सहमति (हाँ में हाँ मिलाना), जाँच-जोड़ियाँ (एक ही बात दो बार, या उसकी उलटी बात), जवाब प्रश्नों के अपेक्षित ढर्रे से कितने मेल खाते हैं (पर्सन-फ़िट), 1-2-3-4-5 जैसा दोहराता क्रम, और सेशन वाले टेस्ट में हर पेज कितनी जल्दी भरा गया। कोई भी पैमाना अपनी सीमा पार करे, तो जवाबों को शक वाला माना जाता है।',
  },
  {
    p: 'ये सीमाएँ अंदाज़े से नहीं, सिमुलेशन से तय की गईं: हज़ारों बिल्कुल बेतरतीब जवाब-सेट, और सच्चे मन से, पर थोड़ी-बहुत गड़बड़ी के साथ भरे गए हज़ारों काल्पनिक जवाब-सेट, प्रोडक्ट के अपने फ़ंक्शन से जाँचे गए। हमारे लक्ष्य: हर टेस्ट में ज़्यादा से ज़्यादा 10% बेतरतीब जवाब-सेट को प्रोफ़ाइल दिखे, और सच्चे मन से भरे गए ज़्यादा से ज़्यादा 10% जवाब-सेट ग़लती से शक वाले माने जाएँ।',
  },
  { p: 'हर टेस्ट की सीमाएँ (पूरी तालिका हमारे कोड में [[docs/assessments-quality.md]] में है):' },
  {
    list: [
      'हॉलैंड कोड (63 कथन): लगातार 12 या ज़्यादा बार एक ही जवाब; 90% कथनों पर एक ही जवाब; बीच वाले जवाब से काफ़ी ऊपर, लगभग हर बात पर सहमति; दोबारा पूछी गई 3 में से 2 जोड़ियों के उलटे जवाब; पर्सन-फ़िट 0.16 से कम।',
      'बहुआयामी बुद्धि (40 कथन): लगातार 15 बार एक ही जवाब; 90% पर एक ही जवाब; बीच वाले जवाब से काफ़ी ऊपर सहमति; पर्सन-फ़िट 0.32 से कम।',
      'बिग फ़ाइव (120 कथन): लगातार 15 बार एक ही जवाब; 70% पर एक ही जवाब; दोनों दिशाओं में लिखे कथनों से 1.2 या ज़्यादा दर्जे की सहमति; उलटी बातों वाली 18 में से 8 जोड़ियों के उलटे जवाब (हाँ में हाँ मिलाने का असर हटाकर पढ़े गए); पर्सन-फ़िट 0.08 से कम।',
      'हर टेस्ट: संयोग से कहीं ज़्यादा दोहराता क्रम; सेशन वाले टेस्ट में हर कथन पर 1.5 सेकंड से कम।',
    ],
  },
  { p: 'हमने क्या मापा, हर टेस्ट में हर तरह के 20,000 काल्पनिक जवाब-सेट:' },
  {
    list: [
      'बेतरतीब जवाबों को प्रोफ़ाइल दिखी: हॉलैंड कोड 6.8%, बहुआयामी बुद्धि 7.1%, बिग फ़ाइव 4.3% (लक्ष्य: ज़्यादा से ज़्यादा 10%)।',
      'सच्चे मन से भरे गए काल्पनिक जवाब-सेट, जो ग़लती से शक वाले माने गए: हॉलैंड कोड 6.7%, बहुआयामी बुद्धि 9.5%, बिग फ़ाइव 2.6% (लक्ष्य: ज़्यादा से ज़्यादा 10%)।',
      'एक ही जवाब, बारी-बारी वाले, दोहराते क्रम वाले और हर बात पर सहमति वाले जवाबों को प्रोफ़ाइल दिखी: हर टेस्ट में 0%।',
      'हर बात पर सहमति पहले 85% बार ज़्यादा भावुकता की तरह पढ़ी जाती थी; अब एक बार भी नहीं।',
    ],
  },
  {
    p: 'जहाँ जाँच कमज़ोर है, वह भी साफ़ शब्दों में: ये लक्ष्य सच्चे मन से दिए गए जवाबों के हमारे सीधे-सादे मॉडल पर खरे उतरते हैं। जिन विद्यार्थियों के ज़्यादातर जवाब सबसे ऊपर या सबसे नीचे वाले होते हैं, या जिनकी सब रुचियाँ लगभग बराबर हैं, उनके जवाब ज़्यादा बार शक वाले माने जाते हैं (बहुआयामी बुद्धि में बराबर रुचियों पर 46% तक)। उन्हें बताया जाता है कि कोई साफ़ पैटर्न सामने नहीं आया, या कि उन्होंने ज़्यादातर बीच वाला जवाब चुना; यह कभी नहीं कहा जाता कि उन्होंने जल्दबाज़ी की, और काउंसलर के साथ जवाबों को मिलकर देखा जा सकता है। असली विद्यार्थियों के जवाबों पर ये सीमाएँ फिर से जाँची जाएँगी।',
  },
];
