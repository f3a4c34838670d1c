// The missed-session mails in Hindi (issue 33), for a student or a parent whose account reads Margdarshak in Hindi:
// the same findings, money and links as noShowMail.ts, in the glossary's words. Nobody's gender is known (the student's,
// the child's or the counsellor's), so a missed session is said as a noun ("काउंसलर के न आने से सेशन नहीं हो सका"),
// never with a verb that agrees with a person. The counsellors' own mails stay English, as their area is.
import { formatPaise } from '@margdarshak/contracts/money';
import { hindiTwin } from '@margdarshak/contracts/pages';
import { whenHi } from './bookingMail';
import type { NoShowNames, NoShowNotice } from './noShowNotice';
import type { BookingRow } from '@margdarshak/projections/bookings/bookingsProjection';

/** The family's readers: a counsellor's mail is English. */
export type FamilyReader = 'student' | 'parent';

type Session = Pick<BookingRow, 'startsAt' | 'packageName' | 'amountPaise' | 'couponCode'>;

/** The contact page's Hindi twin, from the English address the names carry. */
const contactHi = (contactUrl: string) => {
  const url = new URL(contactUrl);
  return `${url.origin}${hindiTwin(url.pathname)}`;
};

/** 'काउंसलर Meera Iyer'; just 'काउंसलर' when the name is not known (the names' fallback is that word itself). */
const counsellorNamed = (n: NoShowNames) => (n.counsellor && n.counsellor !== 'काउंसलर' ? `काउंसलर ${n.counsellor}` : 'काउंसलर');

const tellUsHi = (n: NoShowNames) => `अगर ऐसा नहीं हुआ था, तो कृपया संपर्क पेज से हमें बताइए:\n${contactHi(n.contactUrl)}`;

function reportedTextHi(session: Session, notice: Extract<NoShowNotice, { kind: 'reported' }>, to: FamilyReader, n: NoShowNames): string[] {
  const sessionAt = `${whenHi(session)} (भारतीय समय) का ${session.packageName} सेशन`;
  if (to === 'parent') {
    return notice.absent === 'counsellor'
      ? [
          `${n.child} ने हमें बताया है कि ${sessionAt} ${counsellorNamed(n)} के न आने से नहीं हो सका।`,
          'हमारी टीम इसकी जाँच करेगी और आप दोनों को लिखेगी। अगर काउंसलर के न आने की बात सही निकली, तो भुगतान की गई पूरी रक़म वापस मिलेगी।',
        ]
      : [`${n.child} के ${counsellorNamed(n)} ने हमें बताया है कि ${sessionAt} ${n.child} के न जुड़ने से नहीं हो सका।`, tellUsHi(n), 'हमारी टीम इसकी जाँच करेगी और आप दोनों को लिखेगी।'];
  }
  if (notice.by === 'student') {
    return [`हमें यह बताने के लिए धन्यवाद कि ${sessionAt} ${n.counsellor} के न आने से नहीं हो सका।`, 'हमारी टीम इसकी जाँच करेगी और मामला सुलझते ही आपको लिखेगी।'];
  }
  return [`${n.counsellor} ने हमें बताया है कि ${sessionAt} आपके न आने से नहीं हो सका।`, tellUsHi(n), 'हमारी टीम इसकी जाँच करेगी और मामला सुलझते ही आपको लिखेगी।'];
}

function resolvedTextHi(session: Session, notice: Extract<NoShowNotice, { kind: 'resolved' }>, to: FamilyReader, n: NoShowNames): string[] {
  const note = `हमारी टिप्पणी: ${notice.reason}`;
  const whose = to === 'parent' ? `${n.child} के` : 'आपके';
  const looked = `हमने ${whose} ${session.packageName} सेशन (${whenHi(session)}, भारतीय समय) की जाँच की`;
  if (notice.absent === 'counsellor') {
    const refund = notice.refundDue ? `${formatPaise(session.amountPaise)} 5-7 कामकाजी दिनों में उसी तरीक़े से वापस पहुँच जाएँगे, जिससे भुगतान किया गया था।` : '';
    const coupon = session.couponCode ? `कूपन ${session.couponCode} फिर से इस्तेमाल किया जा सकता है।` : '';
    return [
      `${looked}, और पाया कि सेशन ${counsellorNamed(n)} के न आने से नहीं हो सका। हमें इसका अफ़सोस है।`,
      [refund, coupon].filter(Boolean).join(' '),
      note,
      ...(to === 'student' ? ['जब चाहें, दूसरा सेशन बुक कीजिए; आपका स्वागत है।'] : []),
    ].filter(Boolean);
  }
  if (to === 'student') {
    return [
      `${looked}, और पाया कि सेशन आपके न जुड़ पाने से नहीं हो सका। ${n.counsellor} ने वह घंटा आपके लिए ख़ाली रखा था, इसलिए इस सेशन का रिफ़ंड नहीं होगा।`,
      note,
      'ऐसा कभी-कभी हो जाता है। जब भी तैयार हों, दूसरा सेशन बुक कीजिए; आपका स्वागत है।',
    ];
  }
  return [
    `${looked}, और पाया कि सेशन ${n.child} के न जुड़ने से नहीं हो सका। काउंसलर ने वह घंटा ख़ाली रखा था, इसलिए इस सेशन का रिफ़ंड नहीं होगा।`,
    note,
    `अगर आपको लगता है कि हमसे ग़लती हुई है, तो कृपया संपर्क पेज से हमें बताइए:\n${contactHi(n.contactUrl)}`,
  ];
}

type Subject = 'reported' | 'refunded' | 'resolved';

/** Fixed words, naming no one, as the English subjects. */
const subjectsHi: Record<FamilyReader, Record<Subject, string>> = {
  student: {
    reported: 'Margdarshak का एक सेशन छूटने की सूचना मिली है',
    refunded: 'आपके छूटे Margdarshak सेशन का रिफ़ंड हो रहा है',
    resolved: 'आपके छूटे Margdarshak सेशन के बारे में',
  },
  parent: {
    reported: 'आपके बच्चे का Margdarshak सेशन छूटने की सूचना मिली है',
    refunded: 'आपके बच्चे के छूटे Margdarshak सेशन का रिफ़ंड हो रहा है',
    resolved: 'आपके बच्चे के छूटे Margdarshak सेशन के बारे में',
  },
};

/**
 * The subject and text a Hindi-reading student or parent gets. `names.child` is the child's first name or 'आपके बच्चे'
 * (it always stands before a postposition), `names.counsellor` their name or 'काउंसलर'.
 */
export function noShowTextHi(session: Session, notice: NoShowNotice, to: FamilyReader, names: NoShowNames): { subject: string; text: string } {
  const greeting = to === 'student' && names.student ? `नमस्ते ${names.student},` : 'नमस्ते,';
  const lines = notice.kind === 'reported' ? reportedTextHi(session, notice, to, names) : resolvedTextHi(session, notice, to, names);
  const subject: Subject = notice.kind === 'reported' ? 'reported' : notice.absent === 'counsellor' && notice.refundDue ? 'refunded' : 'resolved';
  return { subject: subjectsHi[to][subject], text: [greeting, ...lines, 'Margdarshak'].join('\n\n') };
}
