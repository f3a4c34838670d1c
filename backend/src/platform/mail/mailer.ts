// The mail port. Locally every message lands in DATA_DIR/outbox; with SMTP_URL set it is sent.
export interface MailMessage {
  /** Stable for one message (a processor derives it from the causing event): a second send of it is not delivered twice. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
