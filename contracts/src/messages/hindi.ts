// The API's messages in Hindi (issue 33), by the English they stand for. The spec's English stays the contract: an
// answer carries these instead only for a family reading Hindi (the account's choice, or Accept-Language signed out),
// and the browser shows them for the same messages its forms find before sending. Written for students and parents, in
// the glossary's words (docs/hindi-glossary.md); never a machine translation.
import {
  COMMON_PASSWORD,
  FORGOT_PASSWORD_ANSWER,
  INVALID_EMAIL,
  INVALID_LOGIN,
  INVALID_RESET_LINK,
  LOGGED_OUT,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NAME_TOO_SHORT,
  PASSWORD_ONLY_SPACES,
  PASSWORD_UPDATED,
  PASSWORDS_DIFFER,
  REGISTRATION_ABANDONED,
  STUDENT_NAME_REQUIRED,
  USER_EXISTS_ERROR,
} from '../api/accounts';
import { CONTACT_THANKS, MISSING_FIELDS, TOO_MANY_MESSAGES } from '../api/contact';
import { BAD_REQUEST, BODY_NOT_JSON, BODY_TOO_LARGE, FORBIDDEN, INVALID_INPUT, NOT_AUTHENTICATED, NOT_FOUND, UNEXPECTED_ERROR } from '../api/errors';
import { PARENT_EMAIL_REQUIRED, PARENT_EMAIL_SAME } from '../api/family';
import { DATE_OF_BIRTH_REQUIRED, dateOfBirthMessages, MIN_STUDENT_AGE } from '../family/age';

/** The messages without a figure of their own, by their English. */
export const hindiMessageTable: Readonly<Record<string, string>> = {
  // Any answer
  [NOT_FOUND]: 'यह नहीं मिला।',
  [NOT_AUTHENTICATED]: 'कृपया पहले लॉग इन कीजिए।',
  [FORBIDDEN]: 'आपके खाते से यह नहीं किया जा सकता।',
  [INVALID_INPUT]: 'भरी गई जानकारी सही नहीं है।',
  [UNEXPECTED_ERROR]: 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश कीजिए।',
  [BODY_TOO_LARGE]: 'भेजी गई जानकारी बहुत बड़ी है।',
  [BODY_NOT_JSON]: 'भेजी गई जानकारी पढ़ी नहीं जा सकी।',
  [BAD_REQUEST]: 'यह अनुरोध पूरा नहीं हो सका।',
  // Signing in and up
  [INVALID_EMAIL]: 'कृपया सही ई-मेल पता लिखिए',
  'Remember me must be true or false': '"मुझे याद रखिए" हाँ या ना ही हो सकता है',
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: `पासवर्ड में कम से कम ${MIN_PASSWORD_LENGTH} अक्षर होने चाहिए`,
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: `पासवर्ड में ज़्यादा से ज़्यादा ${MAX_PASSWORD_LENGTH} अक्षर हो सकते हैं`,
  [PASSWORD_ONLY_SPACES]: 'पासवर्ड में सिर्फ़ स्पेस नहीं हो सकते',
  [COMMON_PASSWORD]: 'यह पासवर्ड बहुत आम है, इसका अंदाज़ा आसानी से लगाया जा सकता है। कृपया कोई दूसरा पासवर्ड चुनिए।',
  [NAME_TOO_SHORT]: 'नाम में कम से कम 2 अक्षर होने चाहिए',
  [STUDENT_NAME_REQUIRED]: 'कृपया अपना नाम लिखिए',
  'Role must be student or counsellor': 'खाता विद्यार्थी या काउंसलर का ही हो सकता है',
  'Confirm password is required': 'कृपया पासवर्ड दोबारा लिखिए',
  'You must agree to the terms and conditions': 'आगे बढ़ने के लिए नियम और शर्तें स्वीकार कीजिए',
  [PASSWORDS_DIFFER]: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'This reset link is not valid': 'यह रीसेट लिंक सही नहीं है',
  'Language must be en or hi': 'भाषा en या hi ही हो सकती है',
  [INVALID_LOGIN]: 'ई-मेल या पासवर्ड सही नहीं है',
  [USER_EXISTS_ERROR]: 'इस ई-मेल से पहले से एक खाता बना हुआ है',
  [REGISTRATION_ABANDONED]: 'साइन अप पूरा होने में बहुत देर लगी। कृपया फिर से कोशिश कीजिए।',
  [INVALID_RESET_LINK]: 'यह रीसेट लिंक सही नहीं है या इसका समय निकल चुका है। कृपया नया लिंक मँगाइए।',
  [FORGOT_PASSWORD_ANSWER]: 'अगर इस ई-मेल से कोई खाता है, तो पासवर्ड बदलने का लिंक उस पर भेजा जा रहा है। यह लिंक 1 घंटे तक काम करेगा।',
  [LOGGED_OUT]: 'लॉग आउट हो गया',
  [PASSWORD_UPDATED]: 'पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन कीजिए।',
  // A student's age and their parent (issue 20)
  [DATE_OF_BIRTH_REQUIRED]: 'कृपया अपनी जन्मतिथि लिखिए',
  [dateOfBirthMessages.not_a_date]: 'कृपया जन्मतिथि सही तारीख़ के रूप में लिखिए',
  [dateOfBirthMessages.future]: 'जन्मतिथि आज के बाद की नहीं हो सकती',
  [dateOfBirthMessages.too_young]: `विद्यार्थी की उम्र कम से कम ${MIN_STUDENT_AGE} साल होनी चाहिए`,
  [dateOfBirthMessages.too_old]: 'कृपया अपनी जन्मतिथि दोबारा देखिए',
  [PARENT_EMAIL_REQUIRED]: 'कृपया माता-पिता या गार्जियन का ई-मेल लिखिए: 18 साल से कम उम्र के विद्यार्थियों के लिए उनकी सहमति ज़रूरी है',
  [PARENT_EMAIL_SAME]: 'माता-पिता का ई-मेल आपके अपने ई-मेल से अलग होना चाहिए',
  // The contact form
  [MISSING_FIELDS]: 'संदेश भेजने से पहले कृपया सभी ख़ाने भरिए।',
  'Name must be at most 100 characters': 'नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'Email must be at most 254 characters': 'ई-मेल में ज़्यादा से ज़्यादा 254 अक्षर हो सकते हैं',
  'Message must be at most 5,000 characters': 'संदेश में ज़्यादा से ज़्यादा 5,000 अक्षर हो सकते हैं',
  [TOO_MANY_MESSAGES]: 'आपने थोड़े समय में कई संदेश भेजे हैं। कृपया कुछ मिनट रुककर फिर कोशिश कीजिए।',
  [CONTACT_THANKS]: 'संदेश के लिए धन्यवाद! हम दो कामकाजी दिनों में जवाब देंगे।',
};

/** A wait as the throttles say it ('1 second', '45 seconds', '1 minute', '5 minutes'), in Hindi. */
const waitInHindi = (figure: string, unit: string) => `${figure} ${unit.startsWith('second') ? 'सेकंड' : 'मिनट'}`;

/** The messages with a figure in them, read back from their English. */
const withFigures: [RegExp, (...parts: string[]) => string][] = [
  [/^At most ([\d,]+) characters$/, (n = '') => `ज़्यादा से ज़्यादा ${n} अक्षर`],
  [
    /^Too many failed sign-in attempts\. Please wait (\d+) (seconds?|minutes?) and try again\.$/,
    (figure = '', unit = '') => `लॉग इन की कई कोशिशें नाकाम रहीं। कृपया ${waitInHindi(figure, unit)} रुककर फिर कोशिश कीजिए।`,
  ],
];

/** The Hindi of an API message, or undefined when it has none yet (the English is then shown as it is). */
export function hindiOf(english: string): string | undefined {
  const found = hindiMessageTable[english];
  if (found !== undefined) return found;
  for (const [pattern, write] of withFigures) {
    const parts = pattern.exec(english);
    if (parts) return write(...parts.slice(1));
  }
  return undefined;
}
