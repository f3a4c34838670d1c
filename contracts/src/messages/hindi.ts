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
import {
  BOOKING_MISMATCH,
  COUPON_RAN_OUT,
  ORDER_FAILED,
  ORDER_NOT_FOUND,
  OWN_BOOKINGS_ONLY,
  PAYMENT_NOT_VERIFIED,
  SLOT_NOT_OFFERED,
  SLOT_TAKEN,
  STARTED_BEFORE_BOOKED,
  STUDENT_BUSY,
} from '../api/bookingMessages';
import { BOOKING_CHOICE_NEEDED } from '../api/bookings';
import { BUSINESS_YEAR_MAX, BUSINESS_YEAR_MIN } from '../api/bounds';
import { CONTACT_THANKS, MISSING_FIELDS, TOO_MANY_MESSAGES } from '../api/contact';
import { ACADEMICS_AS_LIST, INDIAN_MOBILE_MESSAGE, MAX_ACADEMIC_ROWS, STUDENT_MAX_AGE, STUDENT_MIN_AGE, TEXT_EXPECTED } from '../api/students';
import { CHAT_MESSAGE_MAX, CHAT_REPORT_REASON_MAX } from '../api/chat';
import { couponRefusalMessages } from '../coupons/pricing';
import { dateRefusalMessages } from '../schedule/slots';
import { BAD_REQUEST, BODY_NOT_JSON, BODY_TOO_LARGE, FORBIDDEN, INVALID_INPUT, NOT_AUTHENTICATED, NOT_FOUND, UNEXPECTED_ERROR } from '../api/errors';
import {
  AGE_NEEDED,
  CHANGE_DECLINED,
  CONSENT_GIVEN,
  CONSENT_LINK_GONE,
  CONSENT_REFUSED,
  CONSENT_WITHDRAWN,
  IS_PARENT_REQUIRED,
  NOT_A_PARENT_ACCOUNT,
  PARENT_EMAIL_REQUIRED,
  PARENT_EMAIL_SAME,
} from '../api/family';
import { DATE_OF_BIRTH_REQUIRED, dateOfBirthMessages, MIN_STUDENT_AGE } from '../family/age';
import { familyMessagesHi, familyPatternsHi } from './family';

/** The messages without a figure of their own, by their English. */
export const hindiMessageTable: Readonly<Record<string, string>> = {
  // Any answer
  [NOT_FOUND]: 'यह नहीं मिला।',
  [NOT_AUTHENTICATED]: 'कृपया पहले लॉग इन कीजिए।',
  [FORBIDDEN]: 'आपके खाते से यह नहीं किया जा सकता।',
  [INVALID_INPUT]: 'भरी गई जानकारी सही नहीं है।',
  [UNEXPECTED_ERROR]: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश कीजिए।',
  [BODY_TOO_LARGE]: 'भेजी गई जानकारी बहुत ज़्यादा है।',
  [BODY_NOT_JSON]: 'भेजी गई जानकारी पढ़ी नहीं जा सकी।',
  [BAD_REQUEST]: 'यह अनुरोध पूरा नहीं हो सका।',
  // Signing in and up
  [INVALID_EMAIL]: 'कृपया सही ई-मेल पता लिखिए',
  'Remember me must be true or false': '"मुझे याद रखिए" हाँ या ना ही हो सकता है',
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: `पासवर्ड में कम से कम ${MIN_PASSWORD_LENGTH} अक्षर होने चाहिए`,
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: `पासवर्ड में ज़्यादा से ज़्यादा ${MAX_PASSWORD_LENGTH} अक्षर हो सकते हैं`,
  [PASSWORD_ONLY_SPACES]: 'पासवर्ड में सिर्फ़ स्पेस नहीं हो सकते',
  [COMMON_PASSWORD]: 'यह पासवर्ड बहुत आम है, इसलिए इसका अंदाज़ा आसानी से लगाया जा सकता है। कृपया कोई दूसरा पासवर्ड चुनिए।',
  [NAME_TOO_SHORT]: 'नाम में कम से कम 2 अक्षर होने चाहिए',
  [STUDENT_NAME_REQUIRED]: 'कृपया अपना नाम लिखिए',
  'Role must be student or counsellor': 'खाता विद्यार्थी या काउंसलर का ही हो सकता है',
  'Confirm password is required': 'कृपया पासवर्ड दोबारा लिखिए',
  'You must agree to the terms and conditions': 'आगे बढ़ने के लिए नियम व शर्तें स्वीकार कीजिए',
  [PASSWORDS_DIFFER]: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'This reset link is not valid': 'यह रीसेट लिंक सही नहीं है',
  'Language must be en or hi': 'भाषा en या hi ही हो सकती है',
  [INVALID_LOGIN]: 'ई-मेल या पासवर्ड सही नहीं है',
  [USER_EXISTS_ERROR]: 'इस ई-मेल से पहले से एक खाता बना हुआ है',
  [REGISTRATION_ABANDONED]: 'साइन अप पूरा होने में बहुत देर लगी। कृपया फिर से कोशिश कीजिए।',
  [INVALID_RESET_LINK]: 'यह रीसेट लिंक सही नहीं है या इसका समय निकल चुका है। कृपया नया लिंक मँगाइए।',
  [FORGOT_PASSWORD_ANSWER]: 'अगर इस ई-मेल से कोई खाता बना है, तो इसी ई-मेल पर रीसेट लिंक भेजा जा रहा है। यह लिंक 1 घंटे तक काम करेगा।',
  [LOGGED_OUT]: 'लॉग आउट हो गया',
  [PASSWORD_UPDATED]: 'पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन कीजिए।',
  // A student's age and their parent (issue 20)
  [DATE_OF_BIRTH_REQUIRED]: 'कृपया अपनी जन्मतिथि लिखिए',
  [dateOfBirthMessages.not_a_date]: 'कृपया जन्मतिथि सही तारीख़ के रूप में लिखिए',
  [dateOfBirthMessages.future]: 'जन्मतिथि आज के बाद की नहीं हो सकती',
  [dateOfBirthMessages.too_young]: `विद्यार्थी की उम्र कम से कम ${MIN_STUDENT_AGE} साल होनी चाहिए`,
  [dateOfBirthMessages.too_old]: 'कृपया अपनी जन्मतिथि दोबारा देखिए',
  [PARENT_EMAIL_REQUIRED]: 'कृपया अपने माता-पिता या गार्जियन का ई-मेल लिखिए; 18 साल से कम उम्र के विद्यार्थियों को माता-पिता या गार्जियन की सहमति चाहिए',
  [PARENT_EMAIL_SAME]: 'माता-पिता का ई-मेल आपके अपने ई-मेल से अलग होना चाहिए',
  // Choosing a time and paying for it
  [BOOKING_CHOICE_NEEDED]: 'काउंसलर, पैकेज, तारीख़ और समय चुनिए',
  'Counsellor not found': 'काउंसलर की जानकारी नहीं मिली',
  'Student not found': 'विद्यार्थी का खाता नहीं मिला',
  'Package not found': 'पैकेज नहीं मिला',
  'Use a date as YYYY-MM-DD': 'तारीख़ YYYY-MM-DD के रूप में लिखिए',
  [`Use a date between ${BUSINESS_YEAR_MIN} and ${BUSINESS_YEAR_MAX}`]: `${BUSINESS_YEAR_MIN} से ${BUSINESS_YEAR_MAX} के बीच की तारीख़ लिखिए`,
  'Choose a time slot such as 10:00 AM': 'सूची में से कोई समय चुनिए',
  'Amount must be in paise': 'रक़म पैसों में होनी चाहिए',
  'Amount must be a number': 'रक़म एक संख्या होनी चाहिए',
  'Choose your state or union territory from the list': 'सूची में से अपना राज्य या केंद्र शासित प्रदेश चुनिए',
  [INDIAN_MOBILE_MESSAGE]: 'भारत का 10 अंकों वाला मोबाइल नंबर लिखिए (+91 लिखना ज़रूरी नहीं)',
  [dateRefusalMessages.too_soon]: 'कृपया कम से कम 2 दिन बाद की तारीख़ चुनिए, ताकि व्यक्तित्व टेस्ट देने का समय मिल सके',
  [dateRefusalMessages.too_far]: 'सेशन ज़्यादा से ज़्यादा 30 दिन आगे तक बुक हो सकते हैं',
  [SLOT_TAKEN]: 'यह समय अब ख़ाली नहीं है। कृपया कोई दूसरा समय चुनिए।',
  [STUDENT_BUSY]: 'इसी समय पर आपका एक और सेशन पहले से बुक है',
  [SLOT_NOT_OFFERED]: 'उस दिन यह समय उपलब्ध नहीं है',
  [OWN_BOOKINGS_ONLY]: 'सेशन सिर्फ़ अपने लिए बुक किया जा सकता है',
  [COUPON_RAN_OUT]: 'बुकिंग के दौरान यह कूपन ख़त्म हो गया। कृपया कूपन के बिना फिर से कोशिश कीजिए।',
  [STARTED_BEFORE_BOOKED]: 'बुकिंग पूरी होने से पहले ही यह सेशन शुरू हो गया। कृपया कोई दूसरा समय चुनिए।',
  [ORDER_FAILED]: 'अभी भुगतान शुरू नहीं हो सका, इसलिए कोई पैसा नहीं कटा और यह समय रोका नहीं गया है। कृपया एक मिनट बाद फिर से कोशिश कीजिए।',
  [ORDER_NOT_FOUND]: 'यह ऑर्डर नहीं मिला',
  [PAYMENT_NOT_VERIFIED]: 'भुगतान की पुष्टि नहीं हो सकी',
  [BOOKING_MISMATCH]: 'बुकिंग की जानकारी इस ऑर्डर से मेल नहीं खाती',
  [AGE_NEEDED]: 'सेशन बुक करने से पहले कृपया अपनी जन्मतिथि बताइए।',
  [CONSENT_LINK_GONE]: 'सहमति का यह लिंक पहले ही इस्तेमाल हो चुका है या इसका समय निकल चुका है। कृपया अपने बच्चे से कहिए कि वह अपने डैशबोर्ड से नया लिंक भेजे।',
  [IS_PARENT_REQUIRED]: 'कृपया पुष्टि कीजिए कि आप बच्चे की माँ, पिता या क़ानूनी गार्जियन हैं',
  'Decision must be give or refuse': 'फ़ैसला सिर्फ़ "सहमति देना" या "मना करना" हो सकता है',
  [CONSENT_GIVEN]: 'धन्यवाद: आपकी सहमति दर्ज हो गई है।',
  [CHANGE_DECLINED]: 'आपने मना कर दिया। बच्चे के लिए कुछ नहीं बदला: Margdarshak पर बच्चे के साथ माता-पिता के रूप में उन्हीं का खाता जुड़ा रहेगा, जिन्होंने पहले सहमति दी थी।',
  [CONSENT_REFUSED]: 'आपने सहमति देने से मना कर दिया। आपके बच्चे का खाता बंद कर दिया गया है और उसका डेटा मिटा दिया गया है।',
  [NOT_A_PARENT_ACCOUNT]: 'यह ई-मेल पहले से Margdarshak के एक ऐसे खाते से जुड़ा है, जो माता-पिता वाला खाता नहीं है। कृपया अपने बच्चे से कहिए कि वह अनुरोध किसी दूसरे ई-मेल पर भेजे।',
  [CONSENT_WITHDRAWN]: 'आपके माता-पिता ने अपनी सहमति वापस ले ली है, इसलिए नई बुकिंग अभी रुकी हुई है।',
  // Why a payment that could not become a booking is given back (bookings' refundReasons)
  'This time slot was booked by someone else while you were paying': 'आपका भुगतान पूरा होने से पहले ही यह स्लॉट किसी और ने बुक कर लिया',
  'You booked another session at this time while you were paying': 'इस भुगतान के दौरान आपने इसी समय का एक और सेशन बुक कर लिया',
  'The coupon ran out while you were paying': 'आपके भुगतान के दौरान कूपन ख़त्म हो गया',
  'This booking had already been cancelled when your payment arrived': 'आपका भुगतान पहुँचने तक यह बुकिंग रद्द हो चुकी थी',
  'This booking was already paid': 'इस बुकिंग का भुगतान पहले ही हो चुका था',
  'Your payment reached us after the session’s start time, so the session could not be booked': 'आपका भुगतान सेशन शुरू होने के बाद हम तक पहुँचा, इसलिए सेशन बुक नहीं हो सका',
  'This counsellor is no longer taking sessions': 'इन काउंसलर के साथ अब सेशन नहीं हो सकते',
  'This account was deleted': 'यह खाता हटा दिया गया है',
  'This booking was cancelled': 'यह बुकिंग रद्द कर दी गई',
  'Your counsellor did not come to the session': 'काउंसलर के न आने से सेशन नहीं हो सका',
  'Your payment reached us before the session’s start time, but the session had already begun by the time we could book it, so it could not go ahead':
    'आपका भुगतान सेशन शुरू होने से पहले पहुँच गया था, लेकिन बुकिंग पूरी होने तक सेशन शुरू हो चुका था, इसलिए यह सेशन नहीं हो सका',
  // A coupon
  'Please enter a valid coupon code': 'कृपया सही कूपन कोड लिखिए',
  [couponRefusalMessages.unknown]: 'यह कूपन कोड मौजूद नहीं है',
  [couponRefusalMessages.inactive]: 'यह कूपन अब चालू नहीं है',
  [couponRefusalMessages.not_started]: 'यह कूपन अभी चालू नहीं हुआ है',
  [couponRefusalMessages.expired]: 'इस कूपन की आख़िरी तारीख़ निकल चुकी है',
  [couponRefusalMessages.used_up]: 'यह कूपन ख़त्म हो चुका है',
  [couponRefusalMessages.used_by_you]: 'यह कूपन आपके खाते से पहले ही इस्तेमाल हो चुका है',
  [couponRefusalMessages.below_minimum]: 'इस कूपन के लिए ज़्यादा फ़ीस वाला पैकेज चाहिए',
  [couponRefusalMessages.wrong_package]: 'यह कूपन इस पैकेज पर लागू नहीं होता',
  'The amount does not match the package price': 'रक़म पैकेज की फ़ीस से मेल नहीं खाती',
  // The contact form
  [MISSING_FIELDS]: 'संदेश भेजने से पहले कृपया सभी ख़ाने भरिए।',
  'Name must be at most 100 characters': 'नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'Email must be at most 254 characters': 'ई-मेल में ज़्यादा से ज़्यादा 254 अक्षर हो सकते हैं',
  'Message must be at most 5,000 characters': 'संदेश में ज़्यादा से ज़्यादा 5,000 अक्षर हो सकते हैं',
  [TOO_MANY_MESSAGES]: 'आपने थोड़े समय में कई संदेश भेजे हैं। कृपया कुछ मिनट रुककर फिर से कोशिश कीजिए।',
  [CONTACT_THANKS]: 'संदेश के लिए धन्यवाद! हम दो कामकाजी दिनों में जवाब देंगे।',
  // The student's profile (a family's own pages, record 0164)
  [TEXT_EXPECTED]: 'कृपया इसे शब्दों में लिखिए',
  [ACADEMICS_AS_LIST]: 'पढ़ाई के रिकॉर्ड में हर कक्षा और उसके अंक लिखिए',
  'Grade is required': 'कृपया कक्षा लिखिए',
  'Marks are required': 'कृपया अंक लिखिए',
  [`At most ${MAX_ACADEMIC_ROWS} academic records`]: `पढ़ाई के ज़्यादा से ज़्यादा ${MAX_ACADEMIC_ROWS} रिकॉर्ड जोड़े जा सकते हैं`,
  [`Age must be between ${STUDENT_MIN_AGE} and ${STUDENT_MAX_AGE}`]: `उम्र ${STUDENT_MIN_AGE} से ${STUDENT_MAX_AGE} साल के बीच होनी चाहिए`,
  'Age must be a whole number': 'उम्र पूरे सालों में लिखिए',
  'Choose your class from the list': 'सूची में से अपनी कक्षा चुनिए',
  'Choose your board from the list': 'सूची में से अपना बोर्ड चुनिए',
  'Choose the language you study in from the list': 'सूची में से अपनी पढ़ाई का माध्यम चुनिए',
  // A review, the chat, the parent's reminders
  'Choose a rating from 1 to 5 stars': 'कृपया 1 से 5 स्टार के बीच रेटिंग चुनिए',
  'Please write your comment as text': 'कृपया अपनी बात शब्दों में लिखिए',
  'Message must be text': 'मैसेज शब्दों में लिखिए',
  'Write a message first': 'पहले मैसेज लिखिए',
  [`A message can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-IN')} characters`]: `मैसेज में ज़्यादा से ज़्यादा ${CHAT_MESSAGE_MAX.toLocaleString('en-IN')} अक्षर हो सकते हैं`,
  'Reason must be text': 'वजह शब्दों में लिखिए',
  [`A reason can be at most ${CHAT_REPORT_REASON_MAX} characters`]: `वजह में ज़्यादा से ज़्यादा ${CHAT_REPORT_REASON_MAX} अक्षर हो सकते हैं`,
  'Please say whether you want reminders (true or false)': 'कृपया बताइए कि आपको रिमाइंडर चाहिए या नहीं',
  // The consent card, asking a parent, and the parent's pages (./family.ts)
  ...familyMessagesHi,
};

/** A wait as the throttles say it ('1 second', '45 seconds', '1 minute', '5 minutes'), in Hindi. */
const waitInHindi = (figure: string, unit: string) => `${figure} ${unit.startsWith('second') ? 'सेकंड' : 'मिनट'}`;

/** The messages with a figure in them, read back from their English. */
const withFigures: [RegExp, (...parts: string[]) => string][] = [
  [/^This coupon applies to packages of (₹[\d,.]+) or more$/, (amount = '') => `यह कूपन ${amount} या उससे ज़्यादा फ़ीस वाले पैकेज पर लागू होता है`],
  [/^The amount does not match the price: (₹[\d,.]+) is due$/, (due = '') => `रक़म फ़ीस से मेल नहीं खाती: ${due} देने हैं`],
  [
    /^(.+)\. Your payment of (₹[\d,.]+) (has been|is being) refunded in full; it reaches your account within 5-7 business days\.$/,
    (reason = '', amount = '', done = '') =>
      `${hindiMessageTable[reason] ?? reason}। आपके ${amount} का पूरा रिफ़ंड ${done === 'has been' ? 'कर दिया गया है' : 'किया जा रहा है'}; पैसा 5-7 कामकाजी दिनों में उसी तरीक़े से वापस पहुँच जाएगा, जिससे भुगतान किया गया था।`,
  ],
  [/^At most ([\d,]+) characters$/, (n = '') => `ज़्यादा से ज़्यादा ${n} अक्षर`],
  [/^That is not the password of the parent account for (\S+)\.$/, (email = '') => `यह पासवर्ड ${email} के माता-पिता वाले खाते से मेल नहीं खाता।`],
  [/^Too many attempts\. Please wait (\d+) (seconds?|minutes?) and try again\.$/, (figure = '', unit = '') => `बहुत सारी कोशिशें हो गईं। कृपया ${waitInHindi(figure, unit)} रुककर फिर से कोशिश कीजिए।`],
  [
    /^Too many failed sign-in attempts\. Please wait (\d+) (seconds?|minutes?) and try again\.$/,
    (figure = '', unit = '') => `लॉग इन की कई कोशिशें नाकाम रहीं। कृपया ${waitInHindi(figure, unit)} रुककर फिर से कोशिश कीजिए।`,
  ],
  ...familyPatternsHi,
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
