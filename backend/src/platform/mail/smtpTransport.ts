// SMTP through nodemailer. Every message carries the Message-ID derived from its id, so a message sent again after a
// crash (SMTP cannot be asked whether it took one) is the same message to the mail systems that receive it.
import type { SendMailOptions } from 'nodemailer';
import { messageIdOf, type MailTransport } from './mailer';

export function createSmtpTransport(transport: { sendMail(mail: SendMailOptions): Promise<unknown> }, from: string): MailTransport {
  return {
    async deliver({ id, ...message }) {
      await transport.sendMail({ from, ...message, messageId: messageIdOf(id) });
    },
  };
}
