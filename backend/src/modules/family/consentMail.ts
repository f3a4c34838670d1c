// The consent mails. A subject carries at most the child's first name, and only when it is one plain word of letters
// (childSubjectName): no sentence, link or number a stranger typed can reach the top of someone's inbox (0054, 0104).
// The body names the student by the name they gave (at sign-up or in their profile), in quotes, and says plainly that
// it is the name they gave; without one it says "a student" or "your child", never the e-mail's local part.
import { familyPaths } from '@margdarshak/contracts/api/family';
import { firstWordOf } from '@margdarshak/contracts/names';
import { CONSENT_LINK_DAYS } from '@margdarshak/contracts/family/consentNotice';
import { hindiTwin, pagePatterns } from '@margdarshak/contracts/pages';
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { studentOwnName } from '../accounts';
import type { LinkKind } from './consentLinks';

export const CONSENT_MAIL_SUBJECT = 'A student asks for your consent to use Margdarshak';

/** A first name a subject may carry: one word of letters (any script), at most 30; otherwise none. */
export function childSubjectName(name: string | undefined): string | undefined {
  const first = firstWordOf(name);
  return first && /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,29}$/u.test(first) ? first : undefined;
}

export const consentMailSubject = (name: string | undefined) => {
  const first = childSubjectName(name);
  return first ? `${first} asks for your consent to use Margdarshak` : CONSENT_MAIL_SUBJECT;
};
export const PARENT_CHANGE_MAIL_SUBJECT = 'Your child asks for a change on Margdarshak';

const quoted = (name: string) => `“${name}”`;

/** The student as a mail names them: by the name they gave, quoted as such; with no name given, plainly. */
const opening: Record<LinkKind, (name: string | undefined) => string> = {
  first: (name) => `A student signed up for Margdarshak, a career-counselling service,${name ? ` under the name ${quoted(name)},` : ''} and gave this address as their parent's or guardian's.`,
  again: (name) =>
    `${name ? `The student named ${quoted(name)} on Margdarshak asks you to give your consent again` : 'Your child asks you to give your consent on Margdarshak again'}, after you withdrew it. Nothing changes unless you do.`,
  change: (name) =>
    `${name ? `The student named ${quoted(name)} on Margdarshak` : 'A student on Margdarshak'} asks that you give consent for them, as their parent or guardian, in place of the parent who consented before. That parent (or our team, on the family's request) has agreed to the change.`,
};

const englishBody = (name: string | undefined, kind: LinkKind, link: string) => [
  'Hello,',
  opening[kind](name),
  `Because they are under 18, they can book sessions only with a parent's consent. Open this link to read what we collect and why, and to give or refuse your consent:\n${link}`,
  `The link works once and for ${CONSENT_LINK_DAYS} days. If you do not know this student, ignore this e-mail: nothing happens without your consent.`,
  'Margdarshak',
];

/** The same mail in Hindi (issue 33), for a family whose student reads Margdarshak in Hindi. */
const openingHi: Record<LinkKind, (name: string | undefined) => string> = {
  first: (name) => `करियर काउंसलिंग सेवा Margdarshak पर एक विद्यार्थी ने${name ? ` ${quoted(name)} नाम से` : ''} साइन अप किया है, और अपने माता-पिता या गार्जियन के ई-मेल के रूप में यह पता दिया है।`,
  again: (name) => `आपने Margdarshak पर पहले दी गई सहमति वापस ले ली थी; अब ${name ? `${quoted(name)} नाम के विद्यार्थी` : 'आपके बच्चे'} ने आपसे फिर से सहमति माँगी है। आपके हाँ कहे बिना कुछ नहीं बदलेगा।`,
  change: (name) =>
    `Margdarshak पर ${name ? `${quoted(name)} नाम के विद्यार्थी` : 'एक विद्यार्थी'} का अनुरोध है कि जिन्होंने पहले सहमति दी थी, उनकी जगह अब आप, उसके माता-पिता या गार्जियन के रूप में, उसके लिए सहमति दें। उन्होंने (या परिवार के कहने पर हमारी टीम ने) यह बदलाव मंज़ूर किया है।`,
};

const hindiBody = (name: string | undefined, kind: LinkKind, link: string) => [
  'नमस्ते,',
  openingHi[kind](name),
  `विद्यार्थी की उम्र 18 साल से कम है, इसलिए उसके सेशन सिर्फ़ माता-पिता की सहमति से ही बुक हो सकते हैं। हम कौन-सी जानकारी लेते हैं और क्यों, यह पढ़ने के लिए, और सहमति देने या मना करने के लिए, यह लिंक खोलिए:\n${link}`,
  `यह लिंक एक ही बार और ${CONSENT_LINK_DAYS} दिन तक काम करता है। अगर आपको नहीं पता कि यह विद्यार्थी कौन है, तो इस ई-मेल को अनदेखा कीजिए: आपकी सहमति के बिना कुछ नहीं होगा।`,
  'Margdarshak',
];

const consentMailSubjectHi = (name: string | undefined) => {
  const first = childSubjectName(name);
  return `${first ?? 'एक विद्यार्थी'} ने Margdarshak इस्तेमाल करने के लिए आपकी सहमति माँगी है`;
};

/**
 * The consent link's mail. In Hindi when the student reads Margdarshak in Hindi: the Hindi first, with the link to the
 * Hindi page, then the English whole (a parent may read only English), with the English page's link.
 */
export function consentLinkMail(to: string, name: string | undefined, kind: LinkKind, link: string, language: AccountLanguage = 'en', hindiLink = link): MailMessage {
  if (language === 'en') return { to, subject: consentMailSubject(name), text: englishBody(name, kind, link).join('\n\n') };
  return { to, subject: consentMailSubjectHi(name), text: [...hindiBody(name, kind, hindiLink), 'In English:', ...englishBody(name, kind, link)].join('\n\n') };
}

/**
 * To the parent who consented: the new address in full, so that they can tell whether it belongs to the other parent or
 * guardian, or is another address of the child's own.
 */
export function parentChangeMail(to: string, name: string | undefined, newAddress: string, dashboard: string): MailMessage {
  return {
    to,
    subject: PARENT_CHANGE_MAIL_SUBJECT,
    text: [
      'Hello,',
      `Your child${name ? `, named ${quoted(name)} on Margdarshak,` : ' on Margdarshak'} asks that another parent or guardian, at ${newAddress}, give consent for them from now on, in place of you.`,
      'Please check that this address belongs to the person your child means: nothing is sent to it unless you agree.',
      `To see the request and agree to it, sign in to your parent dashboard:\n${dashboard}`,
      'If you do not want this change, you need not do anything.',
      'Margdarshak',
    ].join('\n\n'),
  };
}

export const PARENT_CHANGE_MAIL_SUBJECT_HI = 'Margdarshak पर आपके बच्चे ने एक बदलाव का अनुरोध किया है';

/** The same mail in Hindi (issue 33), for a parent whose account reads Margdarshak in Hindi. */
export function parentChangeMailHi(to: string, name: string | undefined, newAddress: string, dashboard: string): MailMessage {
  return {
    to,
    subject: PARENT_CHANGE_MAIL_SUBJECT_HI,
    text: [
      'नमस्ते,',
      `Margdarshak पर आपके बच्चे${name ? ` (जिनका नाम वहाँ ${quoted(name)} है)` : ''} ने अनुरोध किया है कि अब से बच्चे के लिए सहमति आपकी जगह किसी और माता-पिता या गार्जियन से ली जाए, जिनका ई-मेल पता ${newAddress} है।`,
      'कृपया देख लीजिए कि यह पता सचमुच उन्हीं का है, जिनकी बात आपके बच्चे ने की है: आपकी मंज़ूरी के बिना इस पते पर कुछ नहीं भेजा जाएगा।',
      `यह अनुरोध देखने और उसे मंज़ूर करने के लिए, माता-पिता वाले अपने डैशबोर्ड पर लॉग इन कीजिए:\n${dashboard}`,
      'अगर यह बदलाव आपको मंज़ूर नहीं है, तो कुछ भी करने की ज़रूरत नहीं है।',
      'Margdarshak',
    ].join('\n\n'),
  };
}

/** A consent link to a parent: the mail goes from the request that made the token, since only its hash is kept. */
export async function mailConsentLink(deps: AppDeps, studentId: string, to: string, kind: LinkKind, token: string): Promise<void> {
  const [name, student] = await Promise.all([studentOwnName(deps, studentId), findActiveUser(deps.db, studentId)]);
  const page = familyPaths.consentPage(token);
  await deps.mail.send(consentLinkMail(to, name, kind, `${deps.config.publicUrl}${page}`, student?.language ?? 'en', `${deps.config.publicUrl}${hindiTwin(page)}`));
}

/** The parent who consented learns that their child asked for another parent: at their account's address. */
export async function mailParentChange(deps: AppDeps, studentId: string, parentId: string, newAddress: string): Promise<void> {
  const parent = await findActiveUser(deps.db, parentId);
  if (!parent) return; // their account is gone: an admin confirms instead
  const write = parent.language === 'hi' ? parentChangeMailHi : parentChangeMail;
  await deps.mail.send(write(parent.email, await studentOwnName(deps, studentId), newAddress, `${deps.config.publicUrl}${pagePatterns.parentDashboard}`));
}
