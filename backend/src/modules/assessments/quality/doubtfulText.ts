// What a student reads when the answers are doubtful (issue 28, item 2): kind, plain, and the same way out in every
// test: "retake, or go through it with your counsellor". Spoken to the student ("you"); the PDF and the parent's view
// word it for the parent themselves.
import type { TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';

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

/** The doubtful-answers summary of `testType`, in `language`. */
export function doubtfulSummary(testType: TestType, language: TestLanguage): string {
  if (language === 'hi') {
    return `इस बार आपके जवाबों से कोई भरोसेमंद तस्वीर नहीं बनती: कुछ जवाब जल्दी में या किसी पैटर्न में दिए हुए लगते हैं, जैसे बहुत-से सवालों का एक ही जवाब। इसलिए ${notShown.hi[testType]}। इसमें कोई बुराई नहीं है। यह टेस्ट फिर से दीजिए, हर सवाल को आराम से पढ़कर, या अपने काउंसलर के साथ इसे एक बार देख लीजिए।`;
  }
  return `This time your answers do not give a picture we can rely on: some look hurried or follow a pattern, such as the same answer to many questions in a row. So ${notShown.en[testType]}. Nothing is wrong with that. Please retake the test, reading each question on its own, or go through it with your counsellor.`;
}
