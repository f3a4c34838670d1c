// The mails that confirm an account was closed by its owner, or by the parent of a child. Sent by the erasure processor
// with the addresses read under their keys just before the erased person's key is destroyed: nothing keeps the child's
// address in clear anywhere after that.
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import type { MailMessage } from '../../platform/mail/mailer';

const whatGoes = [
  'The profile and the personal details kept with the sessions and tests can no longer be read by anyone, us included. Sessions that were still to come are cancelled, and whoever paid for one is refunded in full, to the way they paid.',
  'We keep only what the law asks us to keep about payments (amounts, dates and payment ids, with no name or address), so that our accounts stay correct.',
];

export function accountDeletedMail(to: string, id: string): MailMessage {
  return {
    id,
    to,
    subject: 'Your Margdarshak account is deleted',
    text: [
      'As you asked, your Margdarshak account has been deleted.',
      ...whatGoes,
      'This is the last e-mail we send to this address. If you did not ask for this, reply to this e-mail and we will look into it.',
    ].join('\n\n'),
  };
}

/** To the child whose parent closed their account. */
export function accountDeletedByParentMail(to: string, id: string): MailMessage {
  return {
    id,
    to,
    subject: 'Your Margdarshak account is deleted',
    text: [
      'Your parent or guardian, who gave their consent for you to use Margdarshak, asked us to delete your account, and it has been deleted.',
      ...whatGoes,
      'This is the last e-mail we send to this address. If something is wrong, talk to your parent or reply to this e-mail.',
    ].join('\n\n'),
  };
}

/** To the parent who closed their child's account. The subject names no one: nothing a student typed goes in a subject. */
export function childAccountDeletedMail(to: string, id: string, childName: string | undefined): MailMessage {
  return {
    id,
    to,
    subject: 'Your child’s Margdarshak account is deleted',
    text: [
      `As you asked, ${childName ? `${childName}’s` : 'your child’s'} Margdarshak account has been deleted.`,
      ...whatGoes,
      'Your own parent account stays open. If you did not ask for this, reply to this e-mail and we will look into it.',
    ].join('\n\n'),
  };
}

// The same mails in Hindi (issue 33), for a student or parent whose account read Margdarshak in Hindi. A counsellor's,
// admin's or auditor's stays English, as their area is (the caller passes 'en' for them).
const whatGoesHi = [
  'प्रोफ़ाइल, और सेशनों व टेस्टों के साथ रखी गई निजी जानकारी अब कोई नहीं पढ़ सकता, हम भी नहीं। जो सेशन अभी होने बाक़ी थे, वे रद्द कर दिए गए हैं, और जिसने भी उनमें से किसी के लिए भुगतान किया था, उसे पूरा रिफ़ंड उसी तरीक़े से मिलेगा, जिससे भुगतान किया गया था।',
  'भुगतान के बारे में हम सिर्फ़ उतना ही रखते हैं जितना क़ानून के हिसाब से रखना ज़रूरी है (रक़में, तारीख़ें और भुगतान की आईडी, बिना किसी नाम या पते के), ताकि हमारा हिसाब-किताब सही रहे।',
];

const DELETED_HI = 'आपका Margdarshak खाता हटा दिया गया है';

export function accountDeletedMailIn(language: AccountLanguage, to: string, id: string): MailMessage {
  if (language === 'en') return accountDeletedMail(to, id);
  return {
    id,
    to,
    subject: DELETED_HI,
    text: ['आपके कहने पर आपका Margdarshak खाता हटा दिया गया है।', ...whatGoesHi, 'इस पते पर यह हमारा आख़िरी ई-मेल है। अगर यह अनुरोध आपने नहीं किया था, तो इस ई-मेल का जवाब दीजिए; हम इसकी जाँच करेंगे।'].join('\n\n'),
  };
}

export function accountDeletedByParentMailIn(language: AccountLanguage, to: string, id: string): MailMessage {
  if (language === 'en') return accountDeletedByParentMail(to, id);
  return {
    id,
    to,
    subject: DELETED_HI,
    text: [
      'आपके माता-पिता या गार्जियन ने, जिन्होंने आपको Margdarshak इस्तेमाल करने की सहमति दी थी, हमसे आपका खाता हटाने को कहा था। अब यह खाता हटा दिया गया है।',
      ...whatGoesHi,
      'इस पते पर यह हमारा आख़िरी ई-मेल है। अगर कुछ ग़लत लगे, तो अपने माता-पिता से बात कीजिए या इस ई-मेल का जवाब दीजिए।',
    ].join('\n\n'),
  };
}

export function childAccountDeletedMailIn(language: AccountLanguage, to: string, id: string, childName: string | undefined): MailMessage {
  if (language === 'en') return childAccountDeletedMail(to, id, childName);
  return {
    id,
    to,
    subject: 'आपके बच्चे का Margdarshak खाता हटा दिया गया है',
    text: [
      `आपके कहने पर ${childName ?? 'आपके बच्चे'} का Margdarshak खाता हटा दिया गया है।`,
      ...whatGoesHi,
      'माता-पिता वाला आपका अपना खाता खुला रहेगा। अगर यह अनुरोध आपने नहीं किया था, तो इस ई-मेल का जवाब दीजिए; हम इसकी जाँच करेंगे।',
    ].join('\n\n'),
  };
}
