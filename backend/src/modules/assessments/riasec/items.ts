// The interest inventory: 60 activities, 10 for each Holland type, written for Indian school students, and three check
// items. Each is answered on a five-point like / dislike scale and scores 0 to 4, so a type scores 0 to 40 (the shape of
// the O*NET Interest Profiler short form; these items, in English and in Hindi, are our own).
//
// The three check items are new wordings of an activity already in the list (r01, i05, s01). They do not count toward
// any score, so every type still scores 0 to 40 from its own ten items and a result stays comparable with those of
// scoring version 1; they only tell whether the student read the items (answerQuality, see confidence.ts).
//
// Hindi: written for students, not translated word for word. Activities are phrased as verbal nouns ('साइकिल … ठीक
// करना'), which need no gendered verb; everyday English loanwords a student uses (मॉडल, स्प्रेडशीट, यूट्यूब) are kept.
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';

export interface RiasecItem {
  id: string;
  type: RiasecLetter;
  text: Record<TestLanguage, string>;
  /** A check item: the id of the scored item it restates. */
  restates?: string;
}

type Written = [id: string, en: string, hi: string];

const written: Record<RiasecLetter, Written[]> = {
  R: [
    ['r01', 'Fix a bicycle puncture or a loose chain yourself', 'साइकिल का पंक्चर या ढीली चेन ख़ुद ठीक करना'],
    ['r02', 'Wire a small circuit with a battery, switch and bulb', 'बैटरी, स्विच और बल्ब से एक छोटा सर्किट जोड़ना'],
    ['r03', 'Help build a stage set or a science-fair model', 'मंच की सजावट या विज्ञान मेले का मॉडल बनाने में हाथ बँटाना'],
    ['r04', 'Grow vegetables or herbs on a terrace or in a school garden', 'छत पर या स्कूल के बगीचे में सब्ज़ियाँ या पौधे उगाना'],
    ['r05', 'Take apart an old radio or remote to see how it works', 'पुराना रेडियो या रिमोट खोलकर देखना कि वह कैसे काम करता है'],
    ['r06', 'Help a mechanic service a scooter or a water pump', 'मिस्त्री के साथ स्कूटर या पानी की मोटर की सर्विस में मदद करना'],
    ['r07', 'Use tools such as a drill, saw or soldering iron', 'ड्रिल, आरी या सोल्डरिंग आयरन जैसे औज़ार चलाना'],
    ['r08', 'Cook a full meal for your family on your own', 'अकेले पूरे परिवार के लिए खाना बनाना'],
    ['r09', 'Set up the sound system or projector for a school function', 'स्कूल के कार्यक्रम के लिए साउंड सिस्टम या प्रोजेक्टर लगाना'],
    ['r10', 'Go on a trek and pitch the tents at camp', 'ट्रेक पर जाना और कैंप में तंबू लगाना'],
  ],
  I: [
    ['i01', 'Work out why the Moon shows phases from a diagram', 'चित्र की मदद से समझना कि चाँद घटता-बढ़ता क्यों दिखता है'],
    ['i02', 'Do an experiment in the chemistry lab and record the readings', 'रसायन की प्रयोगशाला में प्रयोग करना और रीडिंग लिखना'],
    ['i03', 'Solve puzzles from the maths olympiad', 'गणित ओलंपियाड की पहेलियाँ हल करना'],
    ['i04', 'Read about how vaccines teach the body to fight disease', 'पढ़ना कि टीके शरीर को बीमारी से लड़ना कैसे सिखाते हैं'],
    ['i05', 'Look at pond water under a microscope', 'तालाब के पानी को माइक्रोस्कोप से देखना'],
    ['i06', 'Write a small computer program that sorts a list', 'एक छोटा कंप्यूटर प्रोग्राम लिखना जो किसी सूची को क्रम से लगा दे'],
    ['i07', 'Find out, from data, which monsoon year had the most rain', 'आँकड़ों से पता लगाना कि किस साल के मानसून में सबसे ज़्यादा बारिश हुई'],
    ['i08', 'Watch a documentary about black holes and look up more', 'ब्लैक होल पर डॉक्यूमेंट्री देखना और उनके बारे में और खोजना'],
    ['i09', 'Test which brand of paper towel soaks up the most water', 'जाँचना कि किस ब्रांड का पेपर टॉवल सबसे ज़्यादा पानी सोखता है'],
    ['i10', 'Find out why curd sets faster in summer than in winter', 'पता लगाना कि गर्मियों में दही सर्दियों से जल्दी क्यों जमता है'],
  ],
  A: [
    ['a01', 'Draw or paint a poster for a school festival', 'स्कूल के उत्सव के लिए पोस्टर बनाना या रंगना'],
    ['a02', 'Write a short story or a poem in any language', 'किसी भी भाषा में छोटी कहानी या कविता लिखना'],
    ['a03', 'Act in a school play or a street play', 'स्कूल के नाटक या नुक्कड़ नाटक में अभिनय करना'],
    ['a04', 'Compose a tune or learn a new song on an instrument', 'कोई धुन बनाना या किसी वाद्य पर नया गाना सीखना'],
    ['a05', 'Design the cover of your class magazine', 'अपनी कक्षा की पत्रिका का कवर डिज़ाइन करना'],
    ['a06', 'Take photographs and edit them on a phone', 'फ़ोटो खींचना और उन्हें फ़ोन पर एडिट करना'],
    ['a07', 'Dance in a cultural programme', 'सांस्कृतिक कार्यक्रम में नृत्य करना'],
    ['a08', 'Make a short video with a story and background music', 'कहानी और बैकग्राउंड म्यूज़िक वाला एक छोटा वीडियो बनाना'],
    ['a09', 'Decorate a room or a stall for Diwali, Eid or Christmas', 'दिवाली, ईद या क्रिसमस पर कमरा या स्टॉल सजाना'],
    ['a10', 'Sketch ideas for clothes, jewellery or shoes', 'कपड़ों, गहनों या जूतों के डिज़ाइन के स्केच बनाना'],
  ],
  S: [
    ['s01', 'Explain a hard chapter to a classmate who is stuck', 'किसी अटके हुए सहपाठी को कठिन पाठ समझाना'],
    ['s02', 'Volunteer at an NGO, an animal shelter or a blood-donation camp', 'किसी एनजीओ, पशु आश्रय या रक्तदान शिविर में स्वयंसेवा करना'],
    ['s03', 'Listen to a friend who is upset and help them feel better', 'परेशान दोस्त की बात सुनना और उसका मन हल्का करना'],
    ['s04', 'Teach younger children in your building or village', 'अपनी सोसाइटी या गाँव के छोटे बच्चों को पढ़ाना'],
    ['s05', 'Help an elderly neighbour with their shopping or phone', 'किसी बुज़ुर्ग पड़ोसी की ख़रीदारी में या फ़ोन चलाने में मदद करना'],
    ['s06', 'Organise a cleanliness drive in your area', 'अपने इलाक़े में सफ़ाई अभियान चलाना'],
    ['s07', 'Be a peer mentor for new students in school', 'स्कूल में नए विद्यार्थियों का साथी और मार्गदर्शक बनना'],
    ['s08', 'Help at a health camp by guiding patients', 'स्वास्थ्य शिविर में मरीज़ों को सही जगह तक पहुँचाने में मदद करना'],
    ['s09', 'Make a newcomer feel welcome in your class', 'कक्षा में आए नए साथी को अपनापन महसूस कराना'],
    ['s10', 'Plan games for children at a family function', 'किसी पारिवारिक समारोह में बच्चों के लिए खेल तय करना'],
  ],
  E: [
    ['e01', 'Lead your house or team in an inter-school event', 'अंतर-विद्यालय प्रतियोगिता में अपने हाउस या टीम की अगुवाई करना'],
    ['e02', 'Sell tickets or raise sponsorship for a school fest', 'स्कूल फ़ेस्ट के लिए टिकट बेचना या प्रायोजक जुटाना'],
    ['e03', 'Give a speech or take part in a debate', 'भाषण देना या वाद-विवाद में हिस्सा लेना'],
    ['e04', 'Run a small stall selling snacks or crafts at a mela', 'मेले में नाश्ते या हस्तशिल्प का छोटा स्टॉल चलाना'],
    ['e05', 'Convince your friends to join a plan you have made', 'दोस्तों को अपनी बनाई योजना में शामिल होने के लिए मनाना'],
    ['e06', 'Stand for class monitor or student council', 'कक्षा मॉनिटर या छात्र परिषद का चुनाव लड़ना'],
    ['e07', 'Start a small online shop or a YouTube channel', 'छोटी ऑनलाइन दुकान या यूट्यूब चैनल शुरू करना'],
    ['e08', 'Bargain for a good price at a market', 'बाज़ार में मोलभाव करके अच्छा दाम पाना'],
    ['e09', 'Plan a budget for a class trip and get everyone to agree', 'कक्षा की यात्रा का बजट बनाना और सबको उस पर राज़ी करना'],
    ['e10', 'Follow business news and think about starting a company', 'व्यापार की ख़बरें पढ़ना और अपनी कंपनी शुरू करने के बारे में सोचना'],
  ],
  C: [
    ['c01', 'Keep accounts for the class fund in a neat register', 'कक्षा के फ़ंड का हिसाब एक साफ़-सुथरे रजिस्टर में रखना'],
    ['c02', 'Arrange books in the library by number and subject', 'पुस्तकालय में किताबों को नंबर और विषय के हिसाब से लगाना'],
    ['c03', 'Enter data carefully in a spreadsheet', 'स्प्रेडशीट में ध्यान से डेटा भरना'],
    ['c04', 'Check a form or an essay for spelling and errors', 'किसी फ़ॉर्म या निबंध में वर्तनी और दूसरी ग़लतियाँ जाँचना'],
    ['c05', 'Plan a timetable for exam revision and stick to it', 'परीक्षा की तैयारी का टाइमटेबल बनाना और उस पर टिके रहना'],
    ['c06', 'Keep track of attendance for a club or team', 'किसी क्लब या टीम की हाज़िरी का रिकॉर्ड रखना'],
    ['c07', 'Organise files and photos into clear folders', 'फ़ाइलों और फ़ोटो को साफ़ नाम वाले फ़ोल्डरों में सहेजना'],
    ['c08', 'Follow step-by-step instructions exactly to finish a task', 'कोई काम पूरा करने के लिए निर्देशों का एक-एक कदम ठीक-ठीक पालन करना'],
    ['c09', 'Prepare a monthly budget for your pocket money', 'अपने जेब-ख़र्च का महीने भर का बजट बनाना'],
    ['c10', 'Keep the minutes of a meeting', 'किसी बैठक में तय हुई बातें लिखकर रखना'],
  ],
};

/** The check items: each restates a scored item of its type in other words, and is placed far from it. */
const checks: [id: string, en: string, hi: string, restates: string][] = [
  ['r01b', 'Repair your own cycle when a tyre goes flat', 'टायर पंक्चर होने पर अपनी साइकिल ख़ुद ठीक करना', 'r01'],
  ['i05b', 'Study a drop of lake water through a microscope to see what lives in it', 'माइक्रोस्कोप से झील के पानी की एक बूँद में छिपे जीव खोजना', 'i05'],
  ['s01b', 'Help a friend understand a lesson they find difficult', 'किसी दोस्त को वह पाठ समझने में मदद करना जो उसे कठिन लगता है', 's01'],
];

/**
 * The order every student sees, the same for everyone so that results stay comparable: ten rounds of the six types,
 * each round in a different order, with no type twice in a row anywhere in the list. Each type has five of its scored
 * items in odd and five in even places, so answering in a like / dislike rhythm gives every type the same score (a flat
 * profile, not a code), and rhythms of three to six answers move no type more than a few points ahead. The check items
 * come late, far from the items they restate and in a place of the other parity (so a rhythm also shows as
 * inconsistent). Found once by a search over round orders, then written down; riasec.unit.spec.ts checks all of it.
 */
export const presentationOrder: readonly string[] = [
  'a01',
  'i01',
  'e01',
  'r01',
  's01',
  'c01',
  's02',
  'a02',
  'i02',
  'r02',
  'e02',
  'c02',
  'r03',
  'c03',
  's03',
  'i03',
  'e03',
  'a03',
  'i04',
  'r04',
  's04',
  'e04',
  'c04',
  'a04',
  'c05',
  'i05',
  'a05',
  's05',
  'r05',
  'e05',
  'a06',
  'i06',
  'e06',
  'r06',
  'c06',
  's06',
  'a07',
  's07',
  'r07',
  'e07',
  'c07',
  'i07',
  's08',
  'e08',
  'i08',
  'c08',
  'a08',
  'r08',
  'e09',
  'a09',
  'r09',
  'c09',
  'i09',
  's09',
  'i10',
  's01b',
  'r10',
  'a10',
  'r01b',
  'e10',
  'i05b',
  's10',
  'c10',
];

const scored = (Object.entries(written) as [RiasecLetter, Written[]][]).flatMap(([type, list]) => list.map(([id, en, hi]): RiasecItem => ({ id, type, text: { en, hi } })));
const restated = checks.map(([id, en, hi, restates]): RiasecItem => {
  const original = scored.find((item) => item.id === restates);
  if (!original) throw new Error(`Check item ${id} restates no item`);
  return { id, type: original.type, text: { en, hi }, restates };
});
const byId = new Map([...scored, ...restated].map((item) => [item.id, item]));

/** Every item, scored and check, in the order the test presents them. */
export const riasecItems: readonly RiasecItem[] = presentationOrder.map((id) => {
  const item = byId.get(id);
  if (!item) throw new Error(`No RIASEC item ${id}`);
  return item;
});

/** The sixty items that count toward the scores. */
export const scoredItems: readonly RiasecItem[] = riasecItems.filter((item) => item.restates === undefined);
/** The check items, each with the scored item it restates. */
export const checkPairs: readonly [scored: string, check: string][] = riasecItems.flatMap((item) => (item.restates === undefined ? [] : [[item.restates, item.id] as [string, string]]));

/** The five answers, 1 to 5, and what each scores. */
export const likeScales: Record<TestLanguage, readonly { value: number; label: string }[]> = {
  en: [
    { value: 1, label: 'Strongly dislike' },
    { value: 2, label: 'Dislike' },
    { value: 3, label: 'Not sure' },
    { value: 4, label: 'Like' },
    { value: 5, label: 'Strongly like' },
  ],
  hi: [
    { value: 1, label: 'बिल्कुल पसंद नहीं' },
    { value: 2, label: 'पसंद नहीं' },
    { value: 3, label: 'पक्का नहीं' },
    { value: 4, label: 'पसंद है' },
    { value: 5, label: 'बहुत पसंद है' },
  ],
};
