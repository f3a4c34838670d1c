// The consenting parent's mails in Hindi (issue 33), for a parent whose account reads Margdarshak in Hindi: line for line
// with parentMailText.ts, same facts and promises, words from docs/hindi-glossary.md. Neither the child's, the parent's
// nor the counsellor's gender is known, so no verb here agrees with any of them (ने-forms, passives, -इए requests).
import { hindiReportTitle } from '@margdarshak/contracts/messages/reportTitles';
import { formatPaise } from '@margdarshak/contracts/money';
import type { BookingChange, DeletedBy, ParentMailText, Receipt, SessionFacts } from './parentMailText';

const SIGNATURE = 'Margdarshak';
/**
 * The child before a postposition (का, को, ने, से, के साथ): their name, or "आपके बच्चे". Never a bare subject ("आपका
 * बच्चा … करता है" would give the child a gender), so no nominative form is needed.
 */
const childObl = (name: string | undefined) => name ?? 'आपके बच्चे';

/** 'Ravi के साथ बेसिक सेशन', or with the child's: 'Ravi के साथ Asha का बेसिक सेशन' (the package named in Hindi by the sender). */
const sessionWith = (facts: SessionFacts, ofChild = false) => `${facts.counsellor ? `${facts.counsellor} के साथ ` : ''}${ofChild ? `${childObl(facts.child)} का ` : ''}${facts.packageName} सेशन`;
const page = (dashboard: string) => `माता-पिता वाला आपका डैशबोर्ड (पहले लॉग इन कीजिए):\n${dashboard}`;
const mail = (subject: string, lines: string[]): ParentMailText => ({ subject, text: ['नमस्ते,', ...lines, SIGNATURE].join('\n\n') });

export function consentRecordedTextHi(child: string | undefined, dashboard: string): ParentMailText {
  return mail('Margdarshak पर आपकी सहमति दर्ज हो गई है', [
    `धन्यवाद। ${childObl(child)} को करियर काउंसलिंग सेवा Margdarshak इस्तेमाल करने देने की आपकी सहमति हमने दर्ज कर ली है।`,
    `आपने मंज़ूर किया है कि ${childObl(child)} को हमारे काउंसलरों के साथ सेशन बुक करने और सेशन से जुड़े करियर टेस्ट देने की इजाज़त है। आपने यह भी मंज़ूर किया है कि आपके पढ़े हुए नोटिस में लिखी जानकारी (${childObl(child)} की प्रोफ़ाइल, टेस्ट के जवाब, नतीजे, रिपोर्ट, सेशन के नोट्स और भुगतान) हम सिर्फ़ इन्हीं कामों के लिए रखें, विज्ञापन के लिए कभी नहीं।`,
    'हम आपको ई-मेल करेंगे: जब कोई सेशन बुक हो, उसका समय बदले या वह रद्द हो; हर सेशन से पहले; और जब कोई रिपोर्ट तैयार हो।',
    `आपकी सहमति कभी भी वापस ली जा सकती है: माता-पिता वाले अपने डैशबोर्ड पर लॉग इन करके ‘सहमति वापस लीजिए’ बटन दबाइए। नई बुकिंग उसी समय रुक जाती है, और वहीं से ${childObl(child)} का खाता और डेटा भी हटवाया जा सकता है।`,
    page(dashboard),
  ]);
}

/** The receipt's lines: what was paid, for which session, when, the coupon and the payment's reference. */
export function receiptLinesHi(facts: SessionFacts, receipt: Receipt): string[] {
  const coupon = receipt.couponCode ? [`कूपन: ${receipt.couponCode} (${formatPaise(receipt.discountPaise)} की छूट)`] : [];
  return [
    'रसीद',
    `सेशन: ${sessionWith(facts)}, ${facts.when} (भारतीय समय)`,
    `फ़ीस: ${formatPaise(receipt.pricePaise)}`,
    ...coupon,
    `भुगतान की गई रक़म: ${formatPaise(receipt.amountPaise)}`,
    `भुगतान की तारीख़: ${receipt.paidOn}`,
    `भुगतान का रेफ़रेंस: ${receipt.paymentId ?? 'कोई नहीं (कुछ देना नहीं था)'}`,
  ];
}

export function bookingConfirmedTextHi(facts: SessionFacts, receipt: Receipt, dashboard: string): ParentMailText {
  const paid = receipt.amountPaise === 0 ? 'कूपन से पूरी फ़ीस माफ़ हो गई, इसलिए कुछ देना नहीं पड़ा।' : 'भुगतान की रसीद नीचे है।';
  return mail('आपके बच्चे का Margdarshak सेशन बुक हो गया है', [
    `${sessionWith(facts, true)} ${facts.when} (भारतीय समय) के लिए बुक हो गया है। ${paid} कैलेंडर का निमंत्रण साथ में है।`,
    receiptLinesHi(facts, receipt).join('\n'),
    'यह रसीद आपके रिकॉर्ड के लिए है; यह टैक्स इनवॉइस नहीं है। इसे माता-पिता वाले आपके डैशबोर्ड पर फिर से देखा और प्रिंट किया जा सकता है।',
    page(dashboard),
  ]);
}

const inWords = { '24h': '24 घंटे में', '1h': 'एक घंटे में' } as const;

export function reminderTextHi(facts: SessionFacts, kind: '24h' | '1h', dashboard: string): ParentMailText {
  return mail(`याद दिला दें: आपके बच्चे का Margdarshak सेशन ${inWords[kind]} शुरू होगा`, [
    `${sessionWith(facts, true)} ${inWords[kind]} शुरू होगा: ${facts.when} (भारतीय समय)।`,
    `सेशन में जुड़ने का लिंक ${childObl(facts.child)} के अपने डैशबोर्ड पर है; वीडियो रूम वहीं, शुरू होने से 15 मिनट पहले खुल जाएगा। साथ में भेजा गया कैलेंडर निमंत्रण सबसे नया है।`,
    ...(kind === '24h' ? [`सेशन से पहले ${childObl(facts.child)} से पूछ लेने से मदद मिल सकती है कि काउंसलर से उसके क्या सवाल हैं; घंटे भर के लिए उसे कोई शांत जगह ढूँढ देने से भी।`] : []),
    `ये रिमाइंडर माता-पिता वाले आपके डैशबोर्ड पर बंद किए जा सकते हैं।\n${dashboard}`,
  ]);
}

export function bookingChangedTextHi(facts: SessionFacts, change: BookingChange, refundPaise: number | null, dashboard: string): ParentMailText {
  const refund = refundPaise ? [`${formatPaise(refundPaise)} का पूरा रिफ़ंड उसी तरीक़े से किया जा रहा है, जिससे भुगतान हुआ था। यह रक़म 5-7 कामकाजी दिनों में वहीं पहुँच जाएगी, जहाँ से भुगतान हुआ था।`] : [];
  switch (change) {
    case 'rescheduled':
      return mail('आपके बच्चे के Margdarshak सेशन का समय बदल गया है', [`${sessionWith(facts, true)} अब ${facts.when} (भारतीय समय) होगा। नया कैलेंडर निमंत्रण साथ में है।`, page(dashboard)]);
    case 'cancelled':
      return mail('आपके बच्चे का Margdarshak सेशन रद्द हो गया है', [`${sessionWith(facts, true)}, जो ${facts.when} (भारतीय समय) होना था, रद्द कर दिया गया है।`, ...refund, page(dashboard)]);
    case 'counsellor_removed':
      return mail('आपके बच्चे का Margdarshak सेशन रद्द हो गया है', [
        `हमें खेद है: काउंसलर अब Margdarshak पर उपलब्ध नहीं हैं, इसलिए ${childObl(facts.child)} का ${facts.packageName} सेशन, जो ${facts.when} (भारतीय समय) होना था, रद्द कर दिया गया है।`,
        ...refund,
        `किसी दूसरे काउंसलर के साथ सेशन बुक करने के लिए ${childObl(facts.child)} का स्वागत है।`,
        page(dashboard),
      ]);
    default: {
      const unknown: never = change;
      return unknown;
    }
  }
}

/** `englishTitle`: the report's title as the read model keeps it; the mail names it as the Hindi report page does. */
export function reportReadyTextHi(child: string | undefined, englishTitle: string, update: boolean, link: string): ParentMailText {
  const title = hindiReportTitle(englishTitle);
  return mail(update ? 'Margdarshak पर आपके बच्चे की एक रिपोर्ट अपडेट की गई है' : 'Margdarshak पर आपके बच्चे की एक रिपोर्ट तैयार है', [
    update ? `${childObl(child)} के काउंसलर ने नए नोट्स के साथ उसकी “${title}” अपडेट की है।` : `${childObl(child)} के काउंसलर ने उसके नतीजे देखकर उसकी “${title}” साझा की है।`,
    `इसे यहाँ स्क्रीन पर पढ़ा जा सकता है और पीडीएफ़ के रूप में डाउनलोड भी किया जा सकता है (पहले लॉग इन कीजिए):\n${link}`,
    `इसे ${childObl(child)} के साथ मिलकर, काउंसलर से अगली बातचीत से पहले पढ़ लेना अच्छा रहेगा।`,
  ]);
}

export function childDeletedTextHi(child: string | undefined, by: DeletedBy): ParentMailText {
  const who = by === 'child' ? `${childObl(child)} ने हमसे अपना Margdarshak खाता हटाने को कहा था` : `हमारी टीम ने ${childObl(child)} का Margdarshak खाता हटाया है`;
  return mail('आपके बच्चे का Margdarshak खाता हटा दिया गया है', [
    `${who}, और अब यह खाता हटा दिया गया है।`,
    `${childObl(child)} की प्रोफ़ाइल, टेस्ट के जवाब, नतीजे, रिपोर्ट और सेशन के नोट्स अब कोई नहीं पढ़ सकता, हम भी नहीं। जो सेशन अभी होने बाक़ी थे, वे रद्द कर दिए गए हैं, और जिसने भी उनमें से किसी के लिए भुगतान किया था, उसे पूरा रिफ़ंड उसी तरीक़े से मिलेगा, जिससे भुगतान किया गया था।`,
    'भुगतान के बारे में हम सिर्फ़ उतना ही रखते हैं जितना क़ानून के हिसाब से रखना ज़रूरी है (रक़में, तारीख़ें और भुगतान के रेफ़रेंस, बिना किसी नाम के), ताकि हमारा हिसाब-किताब सही रहे।',
    'माता-पिता वाला आपका अपना खाता खुला रहेगा। अगर आपको ऐसा होने की उम्मीद नहीं थी, तो इस ई-मेल का जवाब दीजिए; हम इसकी जाँच करेंगे।',
  ]);
}
