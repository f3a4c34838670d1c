// What a student reads when the answers are doubtful (issue 28, item 2): kind, plain, and the same way out in every
// test: "retake, or go through it with your counsellor". Spoken to the student ("you"); the PDF and the parent's view
// word it for the parent themselves.
import type { AnswerQuality, TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';

const notShown: Record<TestLanguage, Record<TestType, string>> = {
  en: {
    riasec: 'no Holland code, profile or careers are shown',
    multiple_intelligences: 'no intelligence is called your strongest and no careers are shown',
    bigfive: 'no description of your traits is shown',
  },
  hi: {
    riasec: 'कोई हॉलैंड कोड, प्रोफ़ाइल या करियर नहीं दिखाया गया है',
    multiple_intelligences: 'किसी बुद्धि को आपकी सबसे मज़बूत बुद्धि नहीं कहा गया है और कोई करियर नहीं दिखाया गया है',
    bigfive: 'आपके स्वभाव के बारे में कोई विवरण नहीं दिखाया गया है',
  },
};

/** Why the answers are doubtful, as far as the words go (verdict.ts decides it; contracts' AnswerQuality.cause). */
export type DoubtfulCause = NonNullable<AnswerQuality['cause']>;

/** The doubtful-answers summary of `testType`, in `language`, worded for its cause. */
export function doubtfulSummary(testType: TestType, language: TestLanguage, cause: DoubtfulCause = 'pattern'): string {
  if (language === 'hi') {
    if (cause === 'noClearPattern') {
      return `इस बार आपके जवाबों से कोई भरोसेमंद तस्वीर नहीं बनती: टेस्ट के अलग-अलग हिस्सों में आपके जवाब लगभग एक जैसे रहे और कोई साफ़ पैटर्न सामने नहीं आया। इसलिए ${notShown.hi[testType]}। इसमें कोई बुराई नहीं है, और इसका मतलब यह नहीं कि आपने लापरवाही से जवाब दिए। जब समय हो, हर सवाल पर थोड़ा सोचकर यह टेस्ट फिर से दीजिए, या अपने काउंसलर के साथ इसे एक बार देख लीजिए।`;
    }
    if (cause === 'unsure') {
      return `इस बार आपने ज़्यादातर सवालों पर बीच वाला जवाब चुना, तो इन जवाबों से कोई भरोसेमंद तस्वीर नहीं बनती। इसलिए ${notShown.hi[testType]}। इसमें कोई बुराई नहीं है: जो चीज़ें अभी आज़माई नहीं हैं, उनके बारे में पक्का न होना आम बात है। जब समय हो, यह टेस्ट फिर से दीजिए और जहाँ हो सके कोई एक तरफ़ चुनिए, या अपने काउंसलर के साथ इसे एक बार देख लीजिए।`;
    }
    return `इस बार आपके जवाबों से कोई भरोसेमंद तस्वीर नहीं बनती: कुछ जवाब जल्दी में या किसी पैटर्न में दिए हुए लगते हैं, जैसे बहुत-से सवालों का एक ही जवाब। इसलिए ${notShown.hi[testType]}। इसमें कोई बुराई नहीं है। यह टेस्ट फिर से दीजिए, हर सवाल को आराम से पढ़कर, या अपने काउंसलर के साथ इसे एक बार देख लीजिए।`;
  }
  if (cause === 'noClearPattern') {
    return `This time your answers do not give a picture we can rely on: they came out much the same across the different parts of the test, so no clear pattern stood out. So ${notShown.en[testType]}. Nothing is wrong with that, and it does not mean you answered carelessly. When you have time, please retake the test, thinking about each question, or go through it with your counsellor.`;
  }
  if (cause === 'unsure') {
    return `This time you chose the middle answer for most of the questions, so there is not enough here for a picture we can rely on. So ${notShown.en[testType]}. Nothing is wrong with that: it is normal to be unsure about things you have not tried yet. When you have time, please retake the test and pick a side wherever you can, or go through it with your counsellor.`;
  }
  return `This time your answers do not give a picture we can rely on: some look hurried or follow a pattern, such as the same answer to many questions in a row. So ${notShown.en[testType]}. Nothing is wrong with that. Please retake the test, reading each question on its own, or go through it with your counsellor.`;
}
