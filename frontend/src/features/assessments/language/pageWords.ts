// The test pages', the free test's and the report page's own words in each language (issue 28, item 6), same keys in
// both. The student reads "you" everywhere.
import { reportTitle } from '@margdarshak/contracts/api/personalityTests';
import type { TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import { reportTitleHi, testTitlesHi } from '@margdarshak/contracts/messages/reportTitles';

export interface PageWords {
  testTitles: Record<TestType, string>;
  testHeading(title: string): string;
  intro(count: number, minutes: number): string;
  savedAsYouGo: string;
  howItWorks: string;
  save: { saving: string; saved: string; failed: string };
  loadFailed: string;
  /** Read out while a part loads (the skeleton's label). */
  loading: { questions: string; test: string; report: string };
  tryAgain: string;
  /** The test page's other states, and a submission that did not go through. */
  test: {
    fallbackHeading: string;
    notPart: string;
    loadFailed: string;
    closedTitle: string;
    closed(days: number): string;
    /** The sentence around the contact link: before, the link's words, after. */
    contact: readonly [string, string, string];
    submitInvalid: string;
    submitFailed: string;
  };
  /** `next`: before, the dashboard section's name (marked English while it is English), after. */
  thanks: { title: string; completed(title: string): string; next: readonly [string, string, string]; back: string };
  bigFiveLanguages: { questions: string; report: string; reportHelp: string };
  report: {
    title(kind: 'test' | 'comprehensive', testType: TestType | undefined): string;
    session: string;
    package: string;
    counsellor: string;
    notes: string;
    updated(version: number, date: string): string;
    notFoundTitle: string;
    errorTitle: string;
    /** Before, the dashboard section's name, after (as `thanks.next`). */
    notFound: readonly [string, string, string];
    loadFailed: string;
    download: string;
  };
  discover: {
    title: string;
    intro: string;
    free: string;
    start: string;
    /** Read out while the items load (the skeleton's label). */
    loading: string;
    /** The document's title and description (usePageMeta). */
    meta: { title: string; description: string };
    morePicture: string;
    moreText: string;
    book: string;
    again: string;
    aboutLead: string;
    aboutLink: string;
    /** The full stop after the link. */
    aboutEnd: string;
    loadFailed: string;
    scoreFailed: string;
  };
}

export const pageWords: Record<TestLanguage, PageWords> = {
  en: {
    testTitles: { riasec: 'Holland Code', bigfive: 'BigFive', multiple_intelligences: 'Multiple Intelligences' },
    testHeading: (title) => `${title} Test`,
    intro: (count, minutes) => `${count} short statements, about ${minutes} minutes. There are no right or wrong answers: choose what is true for you, not what you think you should say.`,
    savedAsYouGo: 'Your answers are saved as you go, so you can stop and carry on later, on this or another device. Your counsellor will go through the results with you in your session.',
    howItWorks: 'How these tests work, and what they can and cannot tell you',
    save: { saving: 'Saving…', saved: 'Saved', failed: 'Not saved yet: we will try again as you go' },
    loadFailed: 'We could not load the questions. Please reload the page to try again.',
    loading: { questions: 'Loading the questions', test: 'Loading your test', report: 'Loading the report' },
    tryAgain: 'Try again',
    test: {
      fallbackHeading: 'Personality test',
      notPart: "This test is not part of this session's package",
      loadFailed: 'We could not load this test. Please check your connection and try again.',
      closedTitle: 'This test is closed',
      closed: (days) =>
        `A session's tests can be taken from when the booking is confirmed until ${days} days after the session. This one is not taking answers any more, for example because the booking was cancelled or the session was more than ${days} days ago.`,
      contact: ['If you think this is a mistake, please ', 'contact us', '.'],
      submitInvalid: 'Some answers did not reach us. Please answer the items below and submit again.',
      submitFailed: 'We could not send your answers. Please check your connection and try again.',
    },
    thanks: {
      title: 'Thank you!',
      completed: (title) => `You have completed the ${title} test.`,
      next: ['Your counsellor will go through the results with you in your session. Once they share your report, you will find it on your dashboard under ', 'Recent Documents', '.'],
      back: 'Back to dashboard',
    },
    bigFiveLanguages: { questions: 'Questions in', report: 'Report language', reportHelp: 'The language of your personality report' },
    report: {
      title: reportTitle,
      session: 'Session',
      package: 'Package',
      counsellor: 'Counsellor',
      notes: 'Notes from your counsellor',
      updated: (version, date) => `Updated report (version ${version}), released on ${date}`,
      notFoundTitle: 'Report not found',
      errorTitle: 'Your report',
      notFound: ['We could not find this report. Your released reports are listed on your dashboard under ', 'Recent Documents', '.'],
      loadFailed: 'We could not load this report. Please check your connection and try again.',
      download: 'Download PDF',
    },
    discover: {
      title: 'Discover your interests',
      intro:
        'Sixty-three everyday activities (a few are asked twice, in other words), about ten minutes, in English or Hindi. Say how much you would like doing each one; there are no right answers. At the end you see your Holland code in words and how sure each place is, what it means and careers to explore, or, if no interest stands out yet, what to try next.',
      free: 'Free, and nothing about you is stored: your answers stay in this browser until your result is shown.',
      start: 'Start the test',
      loading: 'Loading the test',
      meta: { title: 'Free interest test', description: 'Take a free ten-minute interest test and discover your Holland code, what it means and careers to explore.' },
      morePicture: 'Want the full picture?',
      moreText:
        'A counsellor goes through your result with you and your parents, adds the personality and intelligence tests in the Advanced and Comprehensive packages, and writes a plan for your next steps.',
      book: 'Book a counsellor',
      again: 'Take the test again',
      aboutLead: 'Where the questions come from and what a Holland code can and cannot tell you:',
      aboutLink: 'how our assessments work',
      aboutEnd: '.',
      loadFailed: 'We could not load the test. Please try again later.',
      scoreFailed: 'We could not score your answers. Please try again.',
    },
  },
  // Hindi for a student in a Hindi-medium school and their parents (docs/hindi-glossary.md): -इए requests, and no verb
  // that gives the reader or the counsellor a gender.
  hi: {
    testTitles: testTitlesHi,
    testHeading: (title) => `${title} टेस्ट`,
    intro: (count, minutes) => `${count} छोटे कथन, लगभग ${minutes} मिनट। कोई जवाब सही या ग़लत नहीं होता: वही चुनिए जो आपके लिए सच है, वह नहीं जो आपको लगता है कि कहना चाहिए।`,
    savedAsYouGo: 'आपके जवाब साथ-साथ सेव होते रहते हैं, इसलिए बीच में रुककर बाद में इसी या किसी दूसरे डिवाइस पर वहीं से आगे बढ़ा जा सकता है। सेशन में आपके नतीजे काउंसलर के साथ मिलकर देखे जाएँगे।',
    howItWorks: 'ये टेस्ट कैसे काम करते हैं, और ये क्या बता सकते हैं और क्या नहीं',
    save: { saving: 'सेव हो रहा है…', saved: 'सेव हो गया', failed: 'अभी सेव नहीं हुआ: अगले जवाब के साथ हम फिर से कोशिश करेंगे' },
    loadFailed: 'प्रश्न लोड नहीं हो पाए। कृपया पेज दोबारा लोड कीजिए।',
    loading: { questions: 'प्रश्न लोड हो रहे हैं', test: 'आपका टेस्ट लोड हो रहा है', report: 'रिपोर्ट लोड हो रही है' },
    tryAgain: 'फिर से कोशिश कीजिए',
    test: {
      fallbackHeading: 'व्यक्तित्व टेस्ट',
      notPart: 'यह टेस्ट इस सेशन के पैकेज में शामिल नहीं है',
      loadFailed: 'यह टेस्ट लोड नहीं हो पाया। कृपया अपना इंटरनेट देखिए और फिर से कोशिश कीजिए।',
      closedTitle: 'यह टेस्ट बंद हो चुका है',
      closed: (days) => `किसी सेशन के टेस्ट बुकिंग पक्की होने से लेकर सेशन के ${days} दिन बाद तक दिए जा सकते हैं। यह टेस्ट अब जवाब नहीं ले रहा, जैसे अगर बुकिंग रद्द हो गई हो या सेशन को ${days} दिन से ज़्यादा हो गए हों।`,
      contact: ['अगर आपको लगता है कि यह ग़लती है, तो कृपया ', 'हमसे संपर्क कीजिए', '।'],
      submitInvalid: 'आपके कुछ जवाब हम तक नहीं पहुँचे। कृपया नीचे दिए प्रश्नों के जवाब दीजिए और फिर से जमा कीजिए।',
      submitFailed: 'आपके जवाब हम तक नहीं पहुँचे। कृपया अपना इंटरनेट देखिए और फिर से कोशिश कीजिए।',
    },
    thanks: {
      title: 'धन्यवाद!',
      completed: (title) => `आपने ${title} टेस्ट पूरा कर लिया है।`,
      next: ['सेशन में आपके नतीजे काउंसलर के साथ मिलकर देखे जाएँगे। काउंसलर के रिपोर्ट साझा करने पर वह आपके डैशबोर्ड पर ‘', 'हाल के दस्तावेज़', '’ में मिलेगी।'],
      back: 'डैशबोर्ड पर वापस जाइए',
    },
    bigFiveLanguages: { questions: 'प्रश्नों की भाषा', report: 'रिपोर्ट की भाषा', reportHelp: 'आपकी व्यक्तित्व रिपोर्ट किस भाषा में हो' },
    report: {
      title: reportTitleHi,
      session: 'सेशन',
      package: 'पैकेज',
      counsellor: 'काउंसलर',
      notes: 'आपके काउंसलर के नोट्स',
      updated: (version, date) => `नई रिपोर्ट (वर्ज़न ${version}), ${date} को साझा की गई`,
      notFoundTitle: 'रिपोर्ट नहीं मिली',
      errorTitle: 'आपकी रिपोर्ट',
      notFound: ['यह रिपोर्ट हमें नहीं मिली। काउंसलर की साझा की हुई रिपोर्टें आपके डैशबोर्ड पर ‘', 'हाल के दस्तावेज़', '’ में मिलेंगी।'],
      loadFailed: 'यह रिपोर्ट लोड नहीं हो पाई। कृपया अपना इंटरनेट देखिए और फिर से कोशिश कीजिए।',
      download: 'पीडीएफ़ डाउनलोड कीजिए',
    },
    discover: {
      title: 'अपनी रुचियाँ खोजिए',
      intro:
        'रोज़ की तिरसठ गतिविधियाँ (कुछ दो बार, दूसरे शब्दों में पूछी गई हैं), लगभग दस मिनट, अंग्रेज़ी या हिन्दी में। बताइए कि हर काम करना आपको कितना पसंद आएगा; कोई जवाब सही या ग़लत नहीं होता। आख़िर में आपका हॉलैंड कोड शब्दों में दिखेगा, साथ में यह कि हर जगह कितनी पक्की है, उसका मतलब और खोजने लायक़ करियर; या, अगर अभी कोई रुचि आगे नहीं दिखती, तो यह कि आगे क्या आज़माया जाए।',
      free: 'मुफ़्त, और आपके बारे में कुछ भी सेव नहीं होता: नतीजा दिखने तक आपके जवाब इसी ब्राउज़र में रहते हैं।',
      start: 'टेस्ट शुरू कीजिए',
      loading: 'टेस्ट लोड हो रहा है',
      meta: { title: 'मुफ़्त रुचि टेस्ट', description: 'दस मिनट का मुफ़्त रुचि टेस्ट दीजिए: अपना हॉलैंड कोड, उसका मतलब और खोजने लायक़ करियर जानिए।' },
      morePicture: 'पूरी तस्वीर चाहिए?',
      moreText: 'काउंसलर के साथ सेशन में आपका नतीजा आपके और आपके माता-पिता के साथ मिलकर देखा जाता है। एडवांस्ड और कॉम्प्रिहेंसिव पैकेज में व्यक्तित्व और बुद्धि के टेस्ट भी जुड़ते हैं, और आपके अगले क़दमों की योजना लिखी जाती है।',
      book: 'काउंसलर से सेशन बुक कीजिए',
      again: 'टेस्ट फिर से दीजिए',
      aboutLead: 'प्रश्न कहाँ से आए हैं, और हॉलैंड कोड क्या बता सकता है और क्या नहीं:',
      aboutLink: 'हमारे टेस्ट कैसे काम करते हैं',
      aboutEnd: '।',
      loadFailed: 'टेस्ट लोड नहीं हो पाया। कृपया थोड़ी देर बाद फिर से कोशिश कीजिए।',
      scoreFailed: 'आपके जवाबों का नतीजा नहीं निकल पाया। कृपया फिर से कोशिश कीजिए।',
    },
  },
};

const devanagari = /\p{Script=Devanagari}/u;

/**
 * Whether the server's words can stand on a page in `language`: the API words its answers in the account's language or
 * `<html lang>`'s, which on the free test (an English address read with ?lang=hi) is English under a Hindi page.
 */
export const readableIn = (language: TestLanguage, said: string | undefined): said is string => said !== undefined && (language === 'en' || devanagari.test(said));

/** What the server said where the page's reader can read it, else the page's own `fallback`. */
export const serverWordsIn = (language: TestLanguage, said: string | undefined, fallback: string): string => (readableIn(language, said) ? said : fallback);
