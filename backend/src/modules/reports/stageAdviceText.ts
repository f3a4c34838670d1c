// The words of the stage plan (stageAdvice.ts), in English and in Hindi written for a 14-year-old and their parents. Every
// step is an imperative with no "you" and no "your child", so the same step reads right to the student on their pages and
// to the parent in the PDF. Facts are the ones the official bulletins and schemes state (docs/decisions/0068); months
// say "usually", since each year's bulletin sets the dates.
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';

export interface StageTexts {
  unknownClass: string;
  early: string[];
  nmms: string;
  class9: string;
  class10: string;
  secondary: string[];
  cbseMaths: string;
  class11Exams: string;
  class12Exams: string;
  examList: string;
  boardMarks: string;
  oneTarget: string;
  stateBoard: string;
  nios: string;
  foreignBoard: string;
  college: string[];
  postgraduate: string;
  other: string;
  hindiEarly: string;
  hindiExams: string;
  regionalExams: string;
  collegeNotEnglish: string;
  nsp: string;
  inspire: string;
}

const en: StageTexts = {
  unknownClass: 'Add the class, board and medium to the profile: the plan can then say what to decide this year.',
  early: [
    'No decision is due yet: try clubs, hobbies and subjects of different kinds, and notice which ones hold attention for weeks, not days.',
    'Keep Mathematics and reading strong: they keep every stream open for Class 11.',
  ],
  nmms: 'At a government, aided or local-body school, ask in Class 8 about the NMMS (National Means-cum-Merit Scholarship) exam: it supports Class 9 to 12 for families within its income limit, through the National Scholarship Portal.',
  class9: 'The stream (Science, Commerce or Humanities) is chosen at the end of Class 10: use Class 9 to try subjects and activities in each direction.',
  class10: 'The stream (Science, Commerce or Humanities) is chosen this year: before the school’s deadline for Class 11 subjects, look with the counsellor at where each one leads.',
  secondary: [
    'Science with Mathematics in Class 11 leaves the most courses open after Class 12, since engineering, architecture and many economics courses ask for Mathematics.',
    'Choose Class 11 subjects by interest and by what the courses ahead ask for, not by what friends choose.',
  ],
  cbseMaths: 'CBSE: if Mathematics may be wanted in Class 11, take Standard Mathematics in Class 10; after Basic Mathematics it depends on the school’s permission.',
  class11Exams: 'Entrance exams are taken in Class 12 and their forms open months before: find out now which exam the courses of interest use.',
  class12Exams: 'Entrance exams fall in this year: write down the dates from the official bulletins.',
  examList:
    'JEE Main for engineering (two sessions, usually January and April; JEE Advanced follows for the IITs), NEET-UG for medicine (once a year, usually in May), CUET-UG for central and many other universities (usually May and June), CLAT for law (usually December), NID DAT for design (usually from December), NATA for architecture (several dates in the first half of the year).',
  boardMarks:
    'Class 12 marks count too: NITs, IIITs and IITs ask for 75% (65% for SC/ST) or a place in the board’s top 20 percentile, NEET-UG asks for Physics, Chemistry, Biology and English with minimum marks, and each university sets its own minimum for CUET-UG admissions.',
  oneTarget: 'Pick one main target and one back-up, and keep board study going alongside entrance practice.',
  stateBoard: 'State board: CUET-UG’s subject papers follow the NCERT Class 12 books; compare them chapter by chapter with the state textbooks and cover what is missing.',
  nios: 'NIOS: public exams run twice a year (April–May and October–November) and subjects can be cleared over up to five years, so study can be timed around entrance preparation; check in each bulletin that NIOS marks are accepted.',
  foreignBoard:
    'IB or Cambridge: Indian universities and entrance exams treat these as equal once the Association of Indian Universities (AIU) has confirmed it; ask for the equivalence certificate early and check each exam’s subject rules.',
  college: [
    'Choose electives and minors that add a skill that jobs or postgraduate courses ask for, and keep one or two purely for interest.',
    'Do an internship or project every summer, even a short one: it tests a field before a bigger commitment.',
  ],
  postgraduate:
    'Postgraduate entrances are usually taken in the final year: CAT for management (November), GATE for engineering and science (February), CUET-PG for central universities, IIT JAM for science master’s degrees, NEET-PG for doctors and CLAT-PG for law.',
  other: 'Whatever the path is now (a gap year, work, open schooling), write down the next decision and its date with the counsellor, and one step to take this month.',
  hindiEarly:
    'Hindi medium: the big national entrance exams after Class 12 (JEE Main, NEET-UG, CUET-UG) are offered in Hindi; keep reading some English as well, since many college books are in English.',
  hindiExams:
    'Hindi medium: JEE Main, JEE Advanced, NEET-UG and CUET-UG can all be taken in Hindi (the language is chosen on the application form; NEET-UG then gives a booklet in Hindi and English), so studying in Hindi closes none of these doors.',
  regionalExams:
    'Regional-language medium: JEE Main, NEET-UG and CUET-UG are offered in 13 languages, English and Hindi among them; a regional-language paper is usually given at centres in the states where it is spoken, so check the bulletin.',
  collegeNotEnglish:
    'Studying in Hindi or a regional language: check each postgraduate entrance’s bulletin for its languages; CAT and GATE are in English only, so start English reading practice early if they are on the list.',
  nsp: 'Scholarships: the National Scholarship Portal (scholarships.gov.in) lists central and state government scholarships for school and college students; check eligibility there every year.',
  inspire:
    'Aiming at a BSc, BS or integrated MSc in the natural sciences? Look at INSPIRE-SHE from the Department of Science and Technology: it is for students in the top 1% of their Class 12 board.',
};

const hi: StageTexts = {
  unknownClass: 'प्रोफ़ाइल में कक्षा, बोर्ड और पढ़ाई का माध्यम जोड़िए: तब यह योजना बता पाएगी कि इस साल क्या तय करना है।',
  early: [
    'अभी कोई फ़ैसला नहीं करना है: अलग-अलग तरह के क्लब, शौक़ और विषय आज़माइए, और देखिए कि किनमें मन कुछ दिन नहीं, कई हफ़्ते लगा रहता है।',
    'गणित और पढ़ने की आदत मज़बूत रखिए: इनसे कक्षा 11 में हर स्ट्रीम का रास्ता खुला रहता है।',
  ],
  nmms: 'अगर स्कूल सरकारी, सहायता-प्राप्त या स्थानीय निकाय का है, तो कक्षा 8 में NMMS (राष्ट्रीय साधन-सह-योग्यता छात्रवृत्ति) की परीक्षा के बारे में पूछिए: तय आय-सीमा वाले परिवारों को इससे कक्षा 9 से 12 तक मदद मिलती है, नेशनल स्कॉलरशिप पोर्टल के ज़रिए।',
  class9: 'स्ट्रीम (साइंस, कॉमर्स या ह्यूमैनिटीज़) कक्षा 10 के आख़िर में चुनी जाती है: कक्षा 9 में हर दिशा के विषय और गतिविधियाँ आज़माइए।',
  class10: 'स्ट्रीम (साइंस, कॉमर्स या ह्यूमैनिटीज़) इसी साल चुननी है: कक्षा 11 के विषय भरने की स्कूल की आख़िरी तारीख़ से पहले काउंसलर के साथ देखिए कि हर स्ट्रीम आगे कहाँ ले जाती है।',
  secondary: [
    'कक्षा 11 में गणित के साथ साइंस लेने से कक्षा 12 के बाद सबसे ज़्यादा कोर्स खुले रहते हैं, क्योंकि इंजीनियरिंग, आर्किटेक्चर और अर्थशास्त्र के कई कोर्स गणित माँगते हैं।',
    'कक्षा 11 के विषय रुचि और आगे के कोर्स की ज़रूरत देखकर चुनिए, दोस्तों की पसंद देखकर नहीं।',
  ],
  cbseMaths: 'CBSE: अगर कक्षा 11 में गणित लेना हो सकता है, तो कक्षा 10 में स्टैंडर्ड गणित लीजिए; बेसिक गणित के बाद यह स्कूल की अनुमति पर निर्भर करता है।',
  class11Exams: 'प्रवेश परीक्षाएँ कक्षा 12 में होती हैं और उनके फ़ॉर्म महीनों पहले खुलते हैं: अभी से पता कीजिए कि पसंद के कोर्स किस परीक्षा से मिलते हैं।',
  class12Exams: 'प्रवेश परीक्षाएँ इसी साल हैं: आधिकारिक बुलेटिन से उनकी तारीख़ें लिख लीजिए।',
  examList:
    'इंजीनियरिंग के लिए JEE Main (दो सत्र, आम तौर पर जनवरी और अप्रैल में; IIT के लिए इसके बाद JEE Advanced), मेडिकल के लिए NEET-UG (साल में एक बार, आम तौर पर मई में), केंद्रीय और कई दूसरे विश्वविद्यालयों के लिए CUET-UG (आम तौर पर मई और जून में), क़ानून के लिए CLAT (आम तौर पर दिसंबर में), डिज़ाइन के लिए NID DAT (आम तौर पर दिसंबर से), आर्किटेक्चर के लिए NATA (साल के पहले हिस्से में कई तारीख़ें)।',
  boardMarks:
    'कक्षा 12 के अंक भी मायने रखते हैं: NIT, IIIT और IIT में दाख़िले के लिए 75% (SC/ST के लिए 65%) या बोर्ड के टॉप 20 पर्सेंटाइल में जगह चाहिए, NEET-UG के लिए फ़िज़िक्स, केमिस्ट्री, बायोलॉजी और अंग्रेज़ी में तय न्यूनतम अंक चाहिए, और CUET-UG से दाख़िले के लिए हर विश्वविद्यालय अपने न्यूनतम अंक तय करता है।',
  oneTarget: 'एक मुख्य लक्ष्य और एक दूसरा विकल्प चुनिए, और प्रवेश परीक्षा की तैयारी के साथ बोर्ड की पढ़ाई भी जारी रखिए।',
  stateBoard: 'स्टेट बोर्ड: CUET-UG के विषयों के पेपर NCERT की कक्षा 12 की किताबों पर आधारित होते हैं; उन्हें राज्य की किताबों से अध्याय-दर-अध्याय मिलाइए और जो छूटा है, उसे पढ़ लीजिए।',
  nios: 'NIOS: सार्वजनिक परीक्षाएँ साल में दो बार (अप्रैल-मई और अक्टूबर-नवंबर) होती हैं और विषय पाँच साल के भीतर पास किए जा सकते हैं, इसलिए पढ़ाई का समय प्रवेश परीक्षा की तैयारी के हिसाब से रखा जा सकता है; हर बुलेटिन में देख लीजिए कि NIOS के अंक मान्य हैं।',
  foreignBoard:
    'IB या कैम्ब्रिज: भारतीय विश्वविद्यालय और प्रवेश परीक्षाएँ इन्हें तब बराबर मानती हैं जब भारतीय विश्वविद्यालय संघ (AIU) इसकी पुष्टि कर देता है; यह समकक्षता प्रमाणपत्र जल्दी माँग लीजिए और हर परीक्षा के विषयों के नियम देख लीजिए।',
  college: [
    'ऐसे इलेक्टिव और माइनर चुनिए जिनसे कोई ऐसा हुनर जुड़े जो नौकरी या पोस्टग्रेजुएट कोर्स में माँगा जाता है, और एक-दो सिर्फ़ रुचि के लिए भी रखिए।',
    'हर गर्मी की छुट्टी में कोई इंटर्नशिप या प्रोजेक्ट कीजिए, छोटा ही सही: बड़ा फ़ैसला लेने से पहले इससे किसी क्षेत्र को परखा जा सकता है।',
  ],
  postgraduate:
    'पोस्टग्रेजुएट प्रवेश परीक्षाएँ आम तौर पर आख़िरी साल में दी जाती हैं: मैनेजमेंट के लिए CAT (नवंबर), इंजीनियरिंग और साइंस के लिए GATE (फ़रवरी), केंद्रीय विश्वविद्यालयों के लिए CUET-PG, साइंस में मास्टर्स डिग्री के लिए IIT JAM, डॉक्टरों के लिए NEET-PG और क़ानून के लिए CLAT-PG।',
  other: 'अभी रास्ता जो भी हो (एक साल का ब्रेक, नौकरी, ओपन स्कूलिंग), काउंसलर के साथ अगला फ़ैसला और उसकी तारीख़ लिखिए, और इस महीने उठाने लायक़ एक क़दम तय कीजिए।',
  hindiEarly: 'हिन्दी माध्यम: कक्षा 12 के बाद की बड़ी राष्ट्रीय प्रवेश परीक्षाएँ (JEE Main, NEET-UG, CUET-UG) हिन्दी में भी होती हैं; साथ में थोड़ी अंग्रेज़ी भी पढ़ते रहिए, क्योंकि कॉलेज की बहुत-सी किताबें अंग्रेज़ी में होती हैं।',
  hindiExams:
    'हिन्दी माध्यम: JEE Main, JEE Advanced, NEET-UG और CUET-UG, सब हिन्दी में दी जा सकती हैं (भाषा आवेदन फ़ॉर्म में चुनी जाती है; NEET-UG में फिर हिन्दी और अंग्रेज़ी वाली पुस्तिका मिलती है), इसलिए हिन्दी में पढ़ाई से इनमें से कोई रास्ता बंद नहीं होता।',
  regionalExams:
    'क्षेत्रीय भाषा माध्यम: JEE Main, NEET-UG और CUET-UG 13 भाषाओं में होती हैं, जिनमें अंग्रेज़ी और हिन्दी भी हैं; क्षेत्रीय भाषा का पेपर आम तौर पर उन्हीं राज्यों के केंद्रों पर मिलता है जहाँ वह भाषा बोली जाती है, इसलिए बुलेटिन देखिए।',
  collegeNotEnglish: 'हिन्दी या क्षेत्रीय भाषा में पढ़ाई: हर पोस्टग्रेजुएट प्रवेश परीक्षा की भाषाएँ उसके बुलेटिन में देखिए; CAT और GATE सिर्फ़ अंग्रेज़ी में होती हैं, इसलिए अगर ये सूची में हैं तो अंग्रेज़ी पढ़ने का अभ्यास जल्दी शुरू कीजिए।',
  nsp: 'छात्रवृत्ति: नेशनल स्कॉलरशिप पोर्टल (scholarships.gov.in) पर स्कूल और कॉलेज के विद्यार्थियों के लिए केंद्र और राज्य सरकारों की छात्रवृत्तियाँ मिलती हैं; हर साल वहाँ पात्रता देखिए।',
  inspire: 'नेचुरल साइंस में बीएससी, बीएस या इंटीग्रेटेड एमएससी का इरादा है? विज्ञान और प्रौद्योगिकी विभाग की INSPIRE-SHE छात्रवृत्ति देखिए: यह कक्षा 12 के बोर्ड में टॉप 1% में आने वाले विद्यार्थियों के लिए है।',
};

export const stageTexts: Record<TestLanguage, StageTexts> = { en, hi };
