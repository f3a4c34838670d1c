// The mails that confirm an account was closed by its owner, or by the parent of a child. Sent by the erasure processor
// with the addresses read under their keys just before the erased person's key is destroyed: nothing keeps the child's
// address in clear anywhere after that.
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
