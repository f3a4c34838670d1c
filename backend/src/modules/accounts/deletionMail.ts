// The mail that confirms a person closed their own account. Sent by the erasure processor with the address read under
// the person's key just before the key is destroyed: nothing keeps the address in clear anywhere after that.
import type { MailMessage } from '../../platform/mail/mailer';

export function accountDeletedMail(to: string, id: string): MailMessage {
  return {
    id,
    to,
    subject: 'Your Margdarshak account is deleted',
    text: [
      'As you asked, your Margdarshak account has been deleted.',
      'Your profile and the personal details kept with your sessions and tests can no longer be read by anyone, us included. Sessions that were still to come are cancelled, and whoever paid for one is refunded in full, to the way they paid.',
      'We keep only what the law asks us to keep about payments (amounts, dates and payment ids, with no name or address), so that our accounts stay correct.',
      'This is the last e-mail we send to this address. If you did not ask for this, reply to this e-mail and we will look into it.',
    ].join('\n\n'),
  };
}
