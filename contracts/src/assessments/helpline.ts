// Tele-MANAS, the government's free mental-health helpline (issue 28): shown with a high low-moods reading, or any answer
// pattern the gate marks as distress, to the student, the parent and in the counsellor's view, in the reader's language.
import type { TestLanguage } from './tests';

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
