// Tele-MANAS, the government's free mental-health helpline (issue 28): shown with a high low-moods reading, to the
// student, the parent and in the counsellor's view, in the reader's language.
import { verdictOf } from './gate';
import type { BigFiveResult, TestLanguage } from './tests';

export const TELE_MANAS_NUMBER = '14416';
/** The same service's toll-free number, for phones that cannot dial a short code. */
export const TELE_MANAS_TOLL_FREE = '1-800-891-4416';

export const helplineText: Record<TestLanguage, { title: string; body: string }> = {
  en: {
    title: 'If you are feeling low',
    body: `Feeling low or stressed for a while is common, and talking helps. Tele-MANAS is free, open all day and night, and speaks Hindi, English and other Indian languages: call ${TELE_MANAS_NUMBER} (or ${TELE_MANAS_TOLL_FREE}). You can also tell a parent, a teacher or your counsellor.`,
  },
  hi: {
    title: 'अगर मन उदास रहता है',
    body: `कुछ समय तक उदास या तनाव में रहना आम बात है, और किसी से बात करने से मदद मिलती है। टेली-मानस मुफ़्त है, दिन-रात चलता है, और वहाँ हिन्दी, अंग्रेज़ी और दूसरी भारतीय भाषाओं में बात की जा सकती है: ${TELE_MANAS_NUMBER} पर कॉल कीजिए (या ${TELE_MANAS_TOLL_FREE})। अपने माता-पिता, किसी टीचर या अपने काउंसलर को बताना भी मदद करता है।`,
  },
};

/**
 * The same, to a parent about their child (the PDF and the parent's view): the student's text speaks to the student, and
 * read by a parent its 'you' would mean the parent.
 */
export const helplineTextForParents: Record<TestLanguage, { title: string; body: string }> = {
  en: {
    title: 'If your child seems low',
    body: `Feeling low or stressed for a while is common at this age, and talking helps. Tele-MANAS, the government's free mental-health helpline, is open day and night and speaks Hindi, English and other Indian languages: call ${TELE_MANAS_NUMBER} (or ${TELE_MANAS_TOLL_FREE}), for your child or for yourself. The counsellor can help too.`,
  },
  hi: {
    title: 'अगर आपके बच्चे का मन उदास लगे',
    body: `इस उम्र में कुछ समय तक उदास या तनाव में रहना आम बात है, और बात करने से मदद मिलती है। टेली-मानस सरकार की मुफ़्त मानसिक-स्वास्थ्य हेल्पलाइन है, जो दिन-रात खुली रहती है और हिन्दी, अंग्रेज़ी और दूसरी भारतीय भाषाओं में बात करती है: ${TELE_MANAS_NUMBER} पर कॉल कीजिए (या ${TELE_MANAS_TOLL_FREE}), अपने बच्चे के लिए या अपने लिए भी। काउंसलर भी मदद कर सकते हैं।`,
  },
};

/** The same, for the counsellor's view of a student's result: what the reading means for the session, and the number to share. */
export const helplineTextForCounsellors: Record<TestLanguage, { title: string; body: string }> = {
  en: {
    title: 'Low moods read high',
    body: `The student's answers read high on worry or low moods. Ask gently how they have been feeling, and share Tele-MANAS, the government's free helpline, open day and night in Hindi, English and other Indian languages: ${TELE_MANAS_NUMBER} (or ${TELE_MANAS_TOLL_FREE}). If you are worried about the student's safety, involve the parent.`,
  },
  hi: {
    title: 'उदासी वाला हिस्सा ऊँचा आया है',
    body: `विद्यार्थी के जवाबों में चिंता या उदासी ऊँची आई है। प्यार से पूछिए कि वे इन दिनों कैसा महसूस कर रहे हैं, और टेली-मानस का नंबर दीजिए, जो सरकार की मुफ़्त हेल्पलाइन है और दिन-रात हिन्दी, अंग्रेज़ी और दूसरी भारतीय भाषाओं में खुली रहती है: ${TELE_MANAS_NUMBER} (या ${TELE_MANAS_TOLL_FREE})। अगर विद्यार्थी की सुरक्षा की चिंता हो, तो माता-पिता को साथ लीजिए।`,
  },
};

/** N's facets in the inventory's order: anxiety, anger, depression (our "low moods"), self-consciousness, immoderation, vulnerability. */
export const LOW_MOODS_FACET = 2;

/**
 * Whether a Big Five result shows the helpline, on every surface: a high emotional-sensitivity (N) reading, or a high
 * low-moods facet, where the answers support a reading. No answer-quality index marks distress (none we could set
 * honestly from these items), and a doubtful result has no reading to show it by.
 */
export function showsHelpline(result: Pick<BigFiveResult, 'narrative' | 'answerQuality'>): boolean {
  if (verdictOf(result) === 'doubtful') return false;
  const n = result.narrative.find((d) => d.domain === 'N');
  const lowMoods = n?.facets[LOW_MOODS_FACET];
  return n?.scoreText === 'high' || (lowMoods?.domainOnly !== true && lowMoods?.scoreText === 'high');
}
