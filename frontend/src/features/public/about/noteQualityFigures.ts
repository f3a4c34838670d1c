// The technical note's answer-quality thresholds and measured shares (issue 28, items 2 and 7), in English and Hindi.
// LEAD: the figures come from docs/assessments-quality.md (written by the quality helper from its simulation); when it
// is merged, replace the line marked FIGURES in both languages with its table's rows (thresholds per test, share of
// random answer sets shown a profile, share of simulated genuine students wrongly flagged).
import type { Block } from '../ProsePage';

export const qualityFiguresEn: Block[] = [
  { h: 'How the answer checks were set' },
  {
    p: 'Each test’s answers are checked with a few simple measures: the longest run of one answer, the share of the commonest answer, agreeing with statements worded both ways (acquiescence), check pairs (the same idea asked twice, or its opposite), how well the answers fit the pattern the items expect (person fit), repeating rhythms such as 1-2-3-4-5, and, for a session’s test, how fast each page was answered. Any measure past its limit marks the answers as doubtful.',
  },
  {
    p: 'The limits were set by simulation, not by guesswork: thousands of uniformly random answer sets, and thousands of simulated genuine students answering with moderate noise, were scored by the product’s own functions. Our targets: at most 10% of random answer sets may be shown a profile, and at most 10% of genuine students may be wrongly flagged, for each test.',
  },
  // FIGURES (lead: from docs/assessments-quality.md)
  { p: 'The measured shares and each test’s limits will be published here from our latest simulation run.' },
];

export const qualityFiguresHi: Block[] = [
  { h: 'जवाबों की जाँच की सीमाएँ कैसे तय हुईं' },
  {
    p: 'हर टेस्ट के जवाब कुछ आसान पैमानों से जाँचे जाते हैं: एक ही जवाब लगातार कितनी बार आया, सबसे आम जवाब का हिस्सा कितना है, दोनों दिशाओं में लिखे कथनों से भी सहमति (हाँ में हाँ मिलाना), जाँच-जोड़ियाँ (एक ही बात दो बार, या उसकी उलटी बात), जवाब प्रश्नों के अपेक्षित ढर्रे से कितने मेल खाते हैं (पर्सन-फ़िट), 1-2-3-4-5 जैसा दोहराता क्रम, और सेशन वाले टेस्ट में हर पेज कितनी जल्दी भरा गया। कोई भी पैमाना अपनी सीमा पार करे, तो जवाबों को संदिग्ध माना जाता है।',
  },
  {
    p: 'ये सीमाएँ अंदाज़े से नहीं, सिमुलेशन से तय की गईं: हज़ारों बिल्कुल बेतरतीब जवाब-सेट, और मध्यम गड़बड़ी के साथ जवाब देने वाले हज़ारों काल्पनिक सच्चे विद्यार्थी, प्रोडक्ट के अपने फ़ंक्शन से जाँचे गए। हमारे लक्ष्य: हर टेस्ट में ज़्यादा से ज़्यादा 10% बेतरतीब जवाब-सेट को प्रोफ़ाइल दिखे, और ज़्यादा से ज़्यादा 10% सच्चे विद्यार्थियों के जवाब ग़लती से संदिग्ध माने जाएँ।',
  },
  // FIGURES (lead: from docs/assessments-quality.md)
  { p: 'मापे गए आँकड़े और हर टेस्ट की सीमाएँ हमारे नए सिमुलेशन के बाद यहाँ छापी जाएँगी।' },
];
