// Our Hindi for the 120 Big Five items (issue 28), by item id. Written here, not taken from @bigfive-org/questions, whose
// community translation had errors in scored items and an answer scale (अत्यंत अयथार्थ …) a school student cannot parse.
//
// How it was written: for each item we read the English, its facet and its keying, and wrote what the item asks of an
// Indian student of 13 to 18, in the register of our RIASEC and MI items: everyday Hindi, the English words a student
// uses (टेंशन, रूटीन, प्लान, एडवेंचर, थ्योरी), no Sanskritised words a student would not say. Idioms are rendered by
// what they mean ('Love a good fight': enjoying a proper argument or quarrel with someone, not sport; 'Lose my temper':
// losing control of oneself in anger; 'Enjoy being reckless': enjoying doing things without a care for the danger).
// Each sentence keeps the meaning and the direction of its English item: where the English is negative the Hindi is,
// and no negation is added that would turn an item round.
//
// Every item speaks of the student in the first person (मुझे, मेरा, मेरी, मेरे, मुझसे, मैं), so the answer scale reads as
// how true it is of them. First-person Hindi verbs carry the speaker's gender (करता हूँ / करती हूँ), which we do not
// know, so no verb or adjective here agrees with the reader: feelings and likes are dative (मुझे … लगता है, मुझे … होती
// है), habits and beliefs are nouns (मेरी आदत है, मेरे स्वभाव में है, मेरा मानना है), wishes are subjunctive (मेरी कोशिश
// रहती है कि … रहूँ), and मैं appears only with forms that do not change (मैं जो भी करूँ, मैं … ख़ास हूँ).
// hindiItems.unit.spec.ts checks all of it that a pattern can; docs/decisions/0040 says more.
//
// Each line carries the item's keying (+ counts towards the facet, − against it) and its English, for review.

export const hindiItemTexts: Readonly<Record<string, string>> = {
  // N1 Anxiety
  '43c98ce8-a07a-4dc2-80f6-c1b2a2485f06': 'मुझे छोटी-बड़ी बातों की चिंता रहती है', // + Worry about things
  '7f92ab2c-265c-4b84-8c74-09f9bb9d41a7': 'मुझे डर लगा रहता है कि कहीं कुछ बुरा न हो जाए', // + Fear for the worst
  '4d81238b-5407-47d4-88e5-dc0e38aa14f5': 'मुझे बहुत-सी चीज़ों से डर लगता है', // + Am afraid of many things
  '43b03992-3f32-4ed1-a6f8-5d6d3e7ed246': 'मुझे जल्दी टेंशन हो जाती है', // + Get stressed out easily
  // N2 Anger
  '48ad12ce-470e-4339-90ac-ea8c43a0103e': 'मुझे जल्दी गुस्सा आ जाता है', // + Get angry easily
  '7dab2a37-8635-4fc7-86b7-0abf13c183c9': 'छोटी-छोटी बातों पर मुझे चिढ़ होने लगती है', // + Get irritated easily
  'da8e6ed1-2296-4c58-8fdb-66f2f591989b': 'गुस्से में मेरा ख़ुद पर क़ाबू नहीं रहता', // + Lose my temper
  'd32bd062-4eb2-401b-99b2-e7afea39ca9b': 'मुझे आसानी से झुँझलाहट नहीं होती', // − Am not easily annoyed
  // N3 Depression
  '5e8550d7-b8ef-4905-950a-f81d735d39e2': 'मेरा मन अक्सर उदास रहता है', // + Often feel blue
  'f0a14e16-d726-47e9-a2c1-647fd3d7d52e': 'मुझे अपने बारे में अच्छा महसूस नहीं होता', // + Dislike myself
  '743d8973-1de1-4485-91b4-8a5cf63e7d44': 'मुझ पर अक्सर मायूसी छाई रहती है', // + Am often down in the dumps
  'f40e421f-6c24-4be2-bd9f-28d33358d8c6': 'मैं जो हूँ, उससे मैं ख़ुश हूँ', // − Feel comfortable with myself
  // N4 Self-consciousness
  'b2d9ef74-73f5-4ea8-b00c-7aaca15937df': 'दूसरों के पास जाकर ख़ुद बात शुरू करना मुझे मुश्किल लगता है', // + Find it difficult to approach others
  'acd8fadc-5399-4a67-b5ff-9d1ada049c01': 'ऐसा कुछ करने से मुझे डर लगता है जिससे सबका ध्यान मेरी ओर जाए', // + Am afraid to draw attention to myself
  '20062533-a33d-4c1e-9cd9-bff868015b3f': 'सिर्फ़ अपने दोस्तों के साथ ही मुझे सहज महसूस होता है', // + Only feel comfortable with friends
  '7317848c-3e1b-422f-bb16-02efc504f677': 'लोगों के बीच कोई अटपटी स्थिति बन जाए, तब भी मुझे परेशानी नहीं होती', // − Am not bothered by difficult social situations
  // N5 Immoderation
  '481efd08-c810-43b1-a952-f8ac9052f96b': 'कभी खाने में, कभी गेम या मोबाइल में, मुझसे हद पार हो जाती है', // + Go on binges
  '9891b7ba-a494-4307-aafe-301d8db506c6': 'किसी चीज़ में हद से ज़्यादा कर जाना मेरे साथ कम ही होता है', // − Rarely overindulge
  '9f2e7f90-0ca5-4ed0-9fe5-e060238a9b5e': 'किसी चीज़ का लालच हो, तब भी ख़ुद को रोक लेना मेरे लिए आसान है', // − Easily resist temptations
  '49a85680-53aa-4208-86b5-dccc7a6f8e37': 'किसी चीज़ की तेज़ तलब उठे, तब भी उसे क़ाबू में रखना मुझे आता है', // − Am able to control my cravings
  // N6 Vulnerability
  '2f519935-92e8-48ad-9746-4a0f8b38466a': 'ज़रा-सी मुश्किल आने पर मेरे हाथ-पाँव फूल जाते हैं', // + Panic easily
  '13c58810-3864-42ba-aa87-d4166f858756': 'हालात मुझ पर जल्दी भारी पड़ जाते हैं', // + Become overwhelmed by events
  'b7e0e393-9b21-4e0d-adf3-8f28fb5b9d87': 'मुझे लगता है कि मुझसे अपनी मुश्किलें सँभल नहीं पातीं', // + Feel that I'm unable to deal with things
  '88a3c2fe-3aa4-4f46-9322-da656332268a': 'दबाव में भी मेरा मन शांत रहता है', // − Remain calm under pressure
  // E1 Friendliness
  'd50a597f-632b-4f7b-89e6-6d85b50fd1c9': 'नए दोस्त बनाना मेरे लिए आसान है', // + Make friends easily
  'af55f014-788c-4b6e-92c4-b2b59dc8a28d': 'लोगों के बीच मुझे सहज महसूस होता है', // + Feel comfortable around people
  '9f9166f0-fa94-4c14-a91d-3eecd8395794': 'दूसरों से मिलने-जुलने से बचना मेरी आदत है', // − Avoid contacts with others
  '41702602-08e4-4e2b-9a19-291d9efc581a': 'किसी को अपने ज़्यादा क़रीब न आने देना मेरे स्वभाव में है', // − Keep others at a distance
  // E2 Gregariousness
  '458f3957-2359-4077-ade1-34525d633063': 'बड़ी पार्टियाँ और समारोह मुझे बहुत पसंद हैं', // + Love large parties
  '28ab59a0-e7cd-4fce-94e3-bba2ecc023b6': 'पार्टियों या समारोहों में मेरी बहुत-से अलग-अलग लोगों से बात होती है', // + Talk to a lot of different people at parties
  '03c10b30-b88f-4c63-8acc-71251ca24615': 'मुझे अकेले रहना ज़्यादा पसंद है', // − Prefer to be alone
  '9a47184f-6046-4e68-a61b-3d9b357b86ea': 'मेरी कोशिश रहती है कि भीड़-भाड़ से दूर रहूँ', // − Avoid crowds
  // E3 Assertiveness
  '8af754f2-68e9-48f3-8c5d-2e6633d4472c': 'आगे बढ़कर कमान सँभाल लेना मेरी आदत है', // + Take charge
  '0b38e3d3-c15c-454c-b034-f4eb7ae1580a': 'मेरी कोशिश रहती है कि दूसरों की अगुवाई करूँ', // + Try to lead others
  '2452f034-8273-4f71-9122-a40f5ead31ba': 'चीज़ों को अपने कंट्रोल में लेना मुझे अच्छा लगता है', // + Take control of things
  '8791f37b-686f-47c3-9db7-74c009951321': 'मुझे इंतज़ार रहता है कि कोई और आगे बढ़कर अगुवाई करे', // − Wait for others to lead the way
  // E4 Activity level
  '48a761ef-438e-409b-ae59-ea2ce8f84414': 'मेरे पास हमेशा कोई न कोई काम रहता है', // + Am always busy
  'd07b6c67-0d02-4948-a997-bb84ac234cd8': 'दिन भर मेरी भाग-दौड़ चलती रहती है', // + Am always on the go
  'b2a077d5-1fe0-4b06-ab63-35455e001e54': 'मेरा ख़ाली समय भी ढेर सारे कामों में बीतता है', // + Do a lot in my spare time
  '7d93e1ca-46e8-4a30-9623-42a80c9b420c': 'मुझे आराम से, बिना भाग-दौड़ के दिन बिताना पसंद है', // − Like to take it easy
  // E5 Excitement-seeking
  '987efee2-899f-4a65-b9b5-1589ef0460d7': 'मुझे रोमांच बहुत पसंद है', // + Love excitement
  'f1675af6-88bf-4376-a946-0281e762b39c': 'मुझे एडवेंचर की तलाश रहती है', // + Seek adventure
  '7dd6cf2d-5c14-48c2-8ae5-633a7a596c71': 'ख़तरे की परवाह किए बिना कुछ कर गुज़रने में मुझे मज़ा आता है', // + Enjoy being reckless
  '10f90fa9-649c-4631-ac4c-3dd3f751597d': 'पागलपन भरी, बेक़ाबू मस्ती करना मुझे अच्छा लगता है', // + Act wild and crazy
  // E6 Cheerfulness
  '899c3f66-51d0-46ea-963a-6fc36d3b3cb9': 'मेरे चेहरे से ख़ुशी झलकती है', // + Radiate joy
  '961376e0-16a1-4c14-b059-789e63d11b63': 'मेरा समय ख़ूब मौज-मस्ती में बीतता है', // + Have a lot of fun
  '79d956e8-1118-402a-a0e2-9380af18243e': 'मुझे ज़िंदगी से प्यार है', // + Love life
  'e7b31bdc-5f6b-40ec-ba91-f5919b0f170e': 'मेरी नज़र हर बात के अच्छे पहलू पर जाती है', // + Look at the bright side of life
  // O1 Imagination
  '888dd864-7449-4e96-8d5c-7a439603ea91': 'मेरी कल्पना-शक्ति बहुत तेज़ है', // + Have a vivid imagination
  '08ff6dca-02a5-4aeb-aaa4-2ecf2526f143': 'ऐसी चीज़ों की कल्पना करने में मुझे मज़ा आता है जो असल में हो ही नहीं सकतीं', // + Enjoy wild flights of fantasy
  '23a1034f-fab7-4887-a66e-5ef4eaafb25e': 'बैठे-बैठे ख़यालों की दुनिया में घूमना मुझे बहुत अच्छा लगता है', // + Love to daydream
  '935a7413-abac-4f54-9169-d1fbd39da752': 'मुझे अपनी सोच में खो जाना अच्छा लगता है', // + Like to get lost in thought
  // O2 Artistic interests
  '58d571e5-d725-4cf8-a438-32c16ee28eb6': 'मेरा मानना है कि कला ज़िंदगी में बहुत मायने रखती है', // + Believe in the importance of art
  'b5919f2f-cded-4745-a9ce-c02703cee807': 'मुझे उन चीज़ों में भी सुंदरता दिखती है जिन पर दूसरों का ध्यान नहीं जाता', // + See beauty in things that others might not notice
  '751a04bc-5adf-485a-8ea4-4308406ae85b': 'कविता पढ़ना या सुनना मुझे अच्छा नहीं लगता', // − Do not like poetry
  '87c5b27e-59a8-4c48-8ba8-f5413d735693': 'कला प्रदर्शनी या आर्ट गैलरी देखने जाने में मुझे मज़ा नहीं आता', // − Do not enjoy going to art museums
  // O3 Emotionality
  '0727def6-3d18-4221-bf38-86b58f9f3eed': 'मुझे अपनी भावनाएँ बहुत गहराई से महसूस होती हैं', // + Experience my emotions intensely
  '5631b856-ff34-4f76-a0cd-edc7104c3bfa': 'दूसरे जो महसूस करते हैं, वह मुझे भी महसूस होने लगता है', // + Feel others' emotions
  '2a300001-6e05-4c79-b8b5-2ccae4c3d463': 'किसी बात पर मुझे कैसा महसूस हुआ, इस पर मेरा ध्यान कम ही जाता है', // − Rarely notice my emotional reactions
  '4fd25155-9cc2-4cd6-8852-3e0ca2d5e95d': 'भावुक हो जाने वाले लोग मेरी समझ से बाहर हैं', // − Don't understand people who get emotional
  // O4 Adventurousness
  'cae55842-8957-4e3b-83b3-ceff98fb9dcf': 'मुझे बँधे-बँधाए रूटीन से ज़्यादा तरह-तरह की चीज़ें करना पसंद है', // + Prefer variety to routine
  '33b81fd0-7e32-4cd8-a13a-d5f5f754f998': 'मुझे जानी-पहचानी चीज़ों पर ही टिके रहना पसंद है', // − Prefer to stick with things that I know
  '0d2e65ab-95d9-482f-beb4-3239a3a4944a': 'मुझे बदलाव अच्छे नहीं लगते', // − Dislike changes
  'a7f43928-8982-4ed5-8656-7a80346fe979': 'मुझे काम करने के पुराने, आज़माए हुए तरीक़ों से ही लगाव है', // − Am attached to conventional ways
  // O5 Intellect
  'e1e804c7-4a1d-498f-8610-f95147af9d1d': 'मुझे ऐसी चीज़ें पढ़ना बहुत पसंद है जिन्हें समझने में दिमाग़ लगाना पड़े', // + Love to read challenging material
  '95a3f20c-f933-4d19-a2c1-a7dbdf63c562': 'मेरी कोशिश रहती है कि ज़िंदगी के गहरे, दार्शनिक सवालों पर बातचीत से बचूँ', // − Avoid philosophical discussions
  'fecc35f7-681e-4889-a404-4a973a3dfef0': 'जिन विचारों को छूकर या देखकर नहीं समझा जा सकता, उन्हें समझना मुझे मुश्किल लगता है', // − Have difficulty understanding abstract ideas
  'b86de003-c3c4-4cc8-9385-5ac8a0142c34': 'थ्योरी वाली चर्चाओं में मेरी रुचि नहीं होती', // − Am not interested in theoretical discussions
  // O6 Liberalism
  '4c0c26f4-5bd9-4bad-96f3-01b22ace5c9d': 'अलग ढंग से सोचने वाले लोगों की बात मुझे समझ में आती है', // + Understand people who think differently
  'f08e1b27-3673-4898-9cae-896482d0d9f9': 'मेरा मानना है कि कोई भी बात हर हाल में सही या ग़लत नहीं होती', // + Believe that there is no absolute right and wrong
  'f4489fb0-0c17-46c7-8207-cf562ae7a5c1': '‘जैसे को तैसा’ में मेरा विश्वास है', // − Believe in an eye for an eye
  '580b08d1-3c94-46e9-9d07-d6d80c698127': 'मेरा मानना है कि अपराधियों के साथ सख़्ती से पेश आना चाहिए', // − Believe that we should be tough on crime
  // A1 Trust
  'ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6': 'दूसरों पर भरोसा करना मेरे स्वभाव में है', // + Trust others
  '6f66cdc0-9044-457b-b40d-501ecae15ee7': 'मेरा मानना है कि ज़्यादातर लोगों के इरादे अच्छे होते हैं', // + Believe that others have good intentions
  'c63e6121-c3ed-40cc-abc2-c1e6ea1e0858': 'लोग जो कहते हैं, उस पर मुझे यक़ीन हो जाता है', // + Trust what people say
  '432dbde8-8756-4ff0-80d5-f47018235139': 'मुझे लोगों पर शक रहता है', // − Distrust people
  // A2 Morality
  '0cf79e27-e702-45c2-9471-04ac96b58e0e': 'अपना काम निकालने के लिए दूसरों का इस्तेमाल करने में मुझे कोई हिचक नहीं होती', // − Use others for my own ends
  '5a5fa975-d024-4ac8-8845-2823f957c21b': 'आगे निकलने के लिए बेईमानी करना मेरे लिए कोई बड़ी बात नहीं है', // − Cheat to get ahead
  '982e83c2-d34e-48da-9c71-78494ab05c85': 'मौक़ा मिले तो दूसरों का फ़ायदा उठा लेना मेरी आदत है', // − Take advantage of others
  '11b20adb-abed-4363-894c-3dd823ae0540': 'दूसरों की योजनाओं में रोड़ा अटकाना मेरे लिए आम बात है', // − Obstruct others' plans
  // A3 Altruism
  'ccf3a5c8-fb50-4bd4-8e7a-22af3d657279': 'दूसरों की मदद करना मुझे बहुत अच्छा लगता है', // + Love to help others
  'ada867af-4db1-4e3d-a604-2b695c1806e5': 'मुझे दूसरों की फ़िक्र रहती है', // + Am concerned about others
  'cd54bd76-ca9c-4030-b325-bb8d896bcb3f': 'दूसरों को कैसा लग रहा है, इससे मुझे कोई फ़र्क़ नहीं पड़ता', // − Am indifferent to the feelings of others
  'b68af20d-24f9-4c27-85cc-fe0858994888': 'दूसरों के लिए समय निकालना मेरी आदत में नहीं है', // − Take no time for others
  // A4 Cooperation
  'e2028ad3-b128-4f76-be57-398bfe2aff22': 'किसी से अच्छी-ख़ासी बहस या झगड़ा हो जाए, तो मुझे मज़ा आता है', // − Love a good fight
  'd9a9a180-29c9-4ec5-8621-2256d411def7': 'लोगों पर चिल्लाना मेरे लिए आम बात है', // − Yell at people
  '0de0f900-cede-4538-9c00-5da4f830b028': 'लोगों की बेइज़्ज़ती करने में मुझे कोई हिचक नहीं होती', // − Insult people
  '17910a55-a64a-4ed0-8b46-293e2fa2fe03': 'जो मेरे साथ बुरा करे, उससे बदला लेना मेरी आदत है', // − Get back at others
  // A5 Modesty
  '71029381-3908-4c68-91e1-e41fb45542a2': 'मुझे लगता है कि मैं दूसरों से बेहतर हूँ', // − Believe that I am better than others
  '7df44711-4cd4-4b05-8830-73fcc3ebdab5': 'अपनी नज़र में मैं बहुत ख़ास हूँ', // − Think highly of myself
  '1d686958-6fe7-432f-85e6-186b99e4e232': 'अपने बारे में मेरी राय बहुत ऊँची है', // − Have a high opinion of myself
  '80c1d149-7050-481a-9953-aefb441642e7': 'दूसरों के सामने अपनी ख़ूबियाँ गिनाना मुझे अच्छा लगता है', // − Boast about my virtues
  // A6 Sympathy
  'fd50e1ca-d9e0-4037-a7a1-a191d4db2d96': 'बेघर लोगों को देखकर मेरा मन दुखी हो जाता है', // + Sympathize with the homeless
  'c2038c12-7a37-47a8-9983-831bd6692aab': 'जिन लोगों के हालात मुझसे बुरे हैं, उनके लिए मेरे मन में हमदर्दी रहती है', // + Feel sympathy for those who are worse off than myself
  '77f54ab4-0fba-4efb-8700-066c7490eb87': 'दूसरों की परेशानियों से मुझे कोई मतलब नहीं होता', // − Am not interested in other people's problems
  '48bee420-60c0-45cd-be43-3893dbc1969a': 'मेरी कोशिश रहती है कि ज़रूरतमंद लोगों के बारे में न सोचूँ', // − Try not to think about the needy
  // C1 Self-efficacy
  'c7f53c3c-2e77-432f-bb71-7470b67d3aa9': 'जो काम मैं हाथ में लूँ, वह अच्छे से पूरा होता है', // + Complete tasks successfully
  'f110fc66-2e9e-413c-920b-19f05e63d7ac': 'मैं जो भी करूँ, उसमें मेरा काम बहुत बढ़िया रहता है', // + Excel in what I do
  '02ee1930-36a7-4caa-b10c-c93efb682a44': 'अपने काम बिना किसी अड़चन के सँभाल लेना मेरे लिए आसान है', // + Handle tasks smoothly
  '5727c93f-317b-4af1-a686-77fc9fbc5033': 'कोई काम कैसे पूरा करना है, यह मुझे अच्छी तरह पता होता है', // + Know how to get things done
  // C2 Orderliness
  'cda1ca17-b599-4561-a6cd-ff9d36062d27': 'मुझे बिखरी चीज़ें समेटकर जगह पर रखना अच्छा लगता है', // + Like to tidy up
  'adf33f9f-45bd-43e3-af25-4c491176d97f': 'चीज़ों को वापस उनकी जगह पर रखना मुझे अक्सर याद नहीं रहता', // − Often forget to put things back in their proper place
  'f4891687-0ff0-47af-a4f6-d1202c8f6676': 'मेरा कमरा बिखरा-बिखरा रहता है', // − Leave a mess in my room
  '50418d86-712c-45d9-adc4-ea0231c93cf5': 'मेरी चीज़ें इधर-उधर पड़ी मिलती हैं', // − Leave my belongings around
  // C3 Dutifulness
  '73d84e5d-cbf5-47f0-b8cb-4d2159a52e32': 'मेरे वादे पक्के होते हैं', // + Keep my promises
  'c55e3958-00c4-4fc3-9118-47d8f31bfde1': 'सच बोलना मेरी आदत है', // + Tell the truth
  '4e6e3a34-176f-4e6e-8730-1341611f972b': 'नियम तोड़ने में मुझे कोई हिचक नहीं होती', // − Break rules
  '54423933-0ebb-44a7-bdd9-2a9b100c70f2': 'अपने वादे तोड़ देना मेरे लिए कोई बड़ी बात नहीं है', // − Break my promises
  // C4 Achievement-striving
  'b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f': 'मेहनत करना मेरी आदत है', // + Work hard
  'f12c3d9d-1d12-4aa6-ad2e-009cd0651cbb': 'मुझसे जितनी उम्मीद हो, उससे ज़्यादा करना मेरी आदत है', // + Do more than what's expected of me
  'a9c97d6b-6721-4150-8d84-64ef3082f164': 'बस उतना काम करना जितने से काम चल जाए, यही मेरा तरीक़ा है', // − Do just enough work to get by
  '3890bb43-2695-4b8d-b289-ee10d11cc884': 'अपने काम पर कम समय और कम मेहनत लगाना मेरी आदत है', // − Put little time and effort into my work
  // C5 Self-discipline
  'f6076eea-56ae-4b46-97f1-5f94a7676c96': 'मेरी तैयारी हमेशा पूरी रहती है', // + Am always prepared
  '9d3cb5c7-955c-43a4-b6c7-b07ed01dcbd9': 'अपने बनाए प्लान पूरे करना मेरी आदत है', // + Carry out my plans
  'c7db0ed8-df7d-49bf-942f-59e46ef743c4': 'मेरा बहुत समय फ़ालतू कामों में बर्बाद हो जाता है', // − Waste my time
  '51403620-968c-42fa-a772-65ba5ad8396f': 'काम शुरू करने में मुझे मुश्किल होती है', // − Have difficulty starting tasks
  // C6 Cautiousness
  'bd9eec0a-b68b-472c-8803-7db29c308cdb': 'आगे-पीछे सोचे बिना किसी भी चीज़ में कूद पड़ना मेरी आदत है', // − Jump into things without thinking
  '956f3e17-ff17-4af5-a52f-9222b8968106': 'जल्दबाज़ी में फ़ैसले ले लेना मेरी आदत है', // − Make rash decisions
  'a354cf7c-8d11-46ac-acc5-da90d2048637': 'काम में हड़बड़ी करना मेरे स्वभाव में है', // − Rush into things
  'ea3327ea-3529-4be4-8e2d-2174731ae4d7': 'बिना सोचे-समझे कुछ भी कर बैठना मेरे साथ होता रहता है', // − Act without thinking
};

/**
 * The five answers: how true the sentence is of the student. 'बिल्कुल भी' (not 'बिल्कुल सही नहीं', which can read as
 * 'not quite right') makes the first answer unmistakably 'not true at all'; 'ग़लत' is not used, so nothing sounds like
 * a wrong answer.
 */
export const hindiAccuracyScale: readonly { value: number; label: string }[] = [
  { value: 1, label: 'बिल्कुल भी सही नहीं' },
  { value: 2, label: 'ज़्यादातर सही नहीं' },
  { value: 3, label: 'कुछ सही, कुछ नहीं' },
  { value: 4, label: 'ज़्यादातर सही' },
  { value: 5, label: 'बिल्कुल सही' },
];
