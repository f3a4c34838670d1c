// Forty statements, five per intelligence, answered from 1 (not like me at all) to 5 (very much like me). Written here,
// in English and in Hindi.
//
// Item review (issue 18): each statement says what the student enjoys or finds easy, never how they learn best (the
// learning-styles idea the research does not support) and never a trait that is not a talent. Replaced, each under a
// new id so an answer to the old wording is never read as one to the new:
//   mi-bodily-3 'I find it hard to sit still for a long time' (restlessness, scored as a bodily talent) -> mi-bodily-6;
//   mi-bodily-2 'I learn best when I can do something with my hands' -> mi-bodily-7;
//   mi-bodily-5 'I remember things better after I have acted them out' -> mi-bodily-8;
//   mi-linguistic-4 'I remember things better when I read or hear them explained' -> mi-linguistic-6;
//   mi-spatial-4 'I understand diagrams and charts more easily than text' -> mi-spatial-6.
//
// Hindi: first-person Hindi verbs carry the speaker's gender (सकता / सकती), so statements are built on forms that do not
// ('मुझे … अच्छा लगता है', '… मेरे लिए आसान है'), and no student has to read a form that is not theirs.
import type { Intelligence, TestLanguage } from '@margdarshak/contracts/assessments/tests';

export interface MiItem {
  id: string;
  domain: Intelligence;
  text: Record<TestLanguage, string>;
}

type Written = [n: number, en: string, hi: string];

const written: Record<Intelligence, Written[]> = {
  linguistic: [
    [1, 'I enjoy reading books, magazines or long articles', 'मुझे किताबें, पत्रिकाएँ या लंबे लेख पढ़ना अच्छा लगता है'],
    [2, 'I can explain my ideas clearly in writing', 'अपने विचार लिखकर साफ़-साफ़ समझाना मेरे लिए आसान है'],
    [3, 'I like word games, crosswords or learning new words', 'मुझे शब्दों वाले खेल, क्रॉसवर्ड या नए शब्द सीखना पसंद है'],
    [6, 'I enjoy finding exactly the right word to say what I mean', 'अपनी बात कहने के लिए ठीक-ठीक सही शब्द ढूँढना मुझे अच्छा लगता है'],
    [5, 'I enjoy debates, speeches or telling stories', 'मुझे वाद-विवाद, भाषण या कहानी सुनाना अच्छा लगता है'],
  ],
  logical: [
    [1, 'I enjoy solving maths problems and puzzles', 'मुझे गणित के सवाल और पहेलियाँ हल करना अच्छा लगता है'],
    [2, 'I like to know the reason behind how things work', 'चीज़ें कैसे काम करती हैं, इसके पीछे का कारण जानना मुझे अच्छा लगता है'],
    [3, 'I notice patterns in numbers or events', 'संख्याओं या घटनाओं में छिपे पैटर्न मेरी नज़र में आ जाते हैं'],
    [4, 'I like to plan things step by step', 'मुझे हर काम की योजना कदम-दर-कदम बनाना पसंद है'],
    [5, 'I enjoy experiments where I test an idea', 'मुझे ऐसे प्रयोग अच्छे लगते हैं जिनमें किसी विचार को परखा जाए'],
  ],
  musical: [
    [1, 'I can easily remember a tune after hearing it once or twice', 'कोई धुन एक-दो बार सुनकर याद रख लेना मेरे लिए आसान है'],
    [2, 'I notice when a song is out of tune or off beat', 'गाना सुर या ताल से हटे तो मुझे तुरंत पता चल जाता है'],
    [3, 'I often hum, tap or sing while working', 'काम करते-करते गुनगुनाना, गाना या ताल देना मेरी आदत है'],
    [4, 'Music changes my mood strongly', 'संगीत का मेरे मूड पर गहरा असर होता है'],
    [5, 'I enjoy playing an instrument or singing', 'मुझे कोई वाद्य बजाना या गाना अच्छा लगता है'],
  ],
  bodily: [
    [1, 'I like sports, dance or other physical activity', 'मुझे खेल, नृत्य या दूसरी शारीरिक गतिविधियाँ पसंद हैं'],
    [7, 'I enjoy work that needs careful hand movements, such as sewing, model-making or carrom', 'मुझे ऐसे काम अच्छे लगते हैं जिनमें हाथ सधे हुए चलें, जैसे सिलाई, मॉडल बनाना या कैरम'],
    [6, 'I can copy a dance step or a sports move after seeing it once or twice', 'नृत्य का कोई स्टेप या खेल की कोई चाल एक-दो बार देखकर दोहरा लेना मेरे लिए आसान है'],
    [4, 'I am good at crafts, repairs or building things', 'हस्तशिल्प, मरम्मत या चीज़ें बनाने में मेरा हाथ अच्छा है'],
    [8, 'I like to show what I mean with gestures or by acting it out', 'अपनी बात इशारों से या करके दिखाकर समझाना मुझे अच्छा लगता है'],
  ],
  spatial: [
    [1, 'I can picture objects clearly in my mind', 'किसी चीज़ को मन की आँखों से साफ़-साफ़ देख लेना मेरे लिए आसान है'],
    [2, 'I enjoy drawing, painting or designing', 'मुझे ड्रॉइंग, पेंटिंग या डिज़ाइन बनाना अच्छा लगता है'],
    [3, 'I find my way easily with maps or in new places', 'नक्शे से या नई जगह पर रास्ता ढूँढ लेना मेरे लिए आसान है'],
    [6, 'I notice the shapes, colours and layout of places and things', 'जगहों और चीज़ों के आकार, रंग और बनावट पर मेरा ध्यान जल्दी जाता है'],
    [5, 'I enjoy jigsaw puzzles, building blocks or 3D games', 'मुझे जिगसॉ पहेलियाँ, बिल्डिंग ब्लॉक या 3D गेम अच्छे लगते हैं'],
  ],
  interpersonal: [
    [1, 'I make friends easily', 'मेरे दोस्त आसानी से बन जाते हैं'],
    [2, 'People often come to me for advice', 'लोग अक्सर मुझसे सलाह लेने आते हैं'],
    [3, 'I enjoy working in a group more than alone', 'मुझे अकेले से ज़्यादा समूह में काम करना अच्छा लगता है'],
    [4, 'I can tell how someone is feeling without being told', 'बिना बताए ही मुझे अंदाज़ा हो जाता है कि कोई कैसा महसूस कर रहा है'],
    [5, 'I like organising people for an activity', 'किसी काम के लिए लोगों को जुटाना और साथ लेकर चलना मुझे अच्छा लगता है'],
  ],
  intrapersonal: [
    [1, 'I like spending time thinking on my own', 'मुझे अकेले बैठकर सोचना अच्छा लगता है'],
    [2, 'I know my strengths and weaknesses well', 'मुझे अपनी ख़ूबियाँ और कमज़ोरियाँ अच्छी तरह पता हैं'],
    [3, 'I set personal goals and work towards them', 'अपने लक्ष्य ख़ुद तय करना और उनकी ओर काम करना मेरी आदत है'],
    [4, 'I keep a diary or like to reflect on my day', 'मुझे डायरी लिखना या दिन भर की बातों पर सोचना अच्छा लगता है'],
    [5, 'I prefer to make decisions for myself', 'मुझे अपने फ़ैसले ख़ुद लेना पसंद है'],
  ],
  naturalist: [
    [1, 'I enjoy being outdoors in nature', 'मुझे बाहर प्रकृति के बीच रहना अच्छा लगता है'],
    [2, 'I notice different plants, birds or animals around me', 'आसपास के अलग-अलग पेड़-पौधे, पक्षी या जानवर मेरी नज़र में आते हैं'],
    [3, 'I like caring for pets or plants', 'मुझे पालतू जानवरों या पौधों की देखभाल करना पसंद है'],
    [4, 'I enjoy learning about the environment and climate', 'मुझे पर्यावरण और जलवायु के बारे में जानना अच्छा लगता है'],
    [5, 'I like sorting and classifying things into groups', 'मुझे चीज़ों को छाँटकर अलग-अलग समूहों में बाँटना अच्छा लगता है'],
  ],
};

const byDomain = (Object.entries(written) as [Intelligence, Written[]][]).map(([domain, list]) => list.map(([n, en, hi]): MiItem => ({ id: `mi-${domain}-${n}`, domain, text: { en, hi } })));

/**
 * Presented in rounds, one statement per intelligence in each (the order of the intelligences shifting by three each
 * round), so no two statements about one intelligence follow each other. Scoring is by id, so order changes nothing.
 */
export const miItems: readonly MiItem[] = [0, 1, 2, 3, 4].flatMap((round) =>
  byDomain.map((_, i) => byDomain[(i + round * 3) % byDomain.length]?.[round]).filter((item): item is MiItem => item !== undefined),
);

export const likeMeScales: Record<TestLanguage, readonly { value: number; label: string }[]> = {
  en: [
    { value: 1, label: 'Not like me at all' },
    { value: 2, label: 'A little like me' },
    { value: 3, label: 'Somewhat like me' },
    { value: 4, label: 'Mostly like me' },
    { value: 5, label: 'Very much like me' },
  ],
  hi: [
    { value: 1, label: 'मुझ पर बिल्कुल लागू नहीं' },
    { value: 2, label: 'थोड़ा-सा लागू' },
    { value: 3, label: 'कुछ हद तक लागू' },
    { value: 4, label: 'काफ़ी हद तक लागू' },
    { value: 5, label: 'मुझ पर पूरी तरह लागू' },
  ],
};
