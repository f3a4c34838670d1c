// The mail port. Processors send through a Mailer that records each message's delivery in PostgreSQL
// (mailDeliveries.ts) around a transport: the local outbox (DATA_DIR/outbox) by default, SMTP with SMTP_URL set.
export interface MailMessage {
  /**
   * Stable for one message (a processor derives it from the causing event): the message is handed to the transport once,
   * and a send after a crash in between carries the same Message-ID. Without it a message is simply handed over.
   */
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

/** A message as a transport takes it: always with its id, which becomes its Message-ID header. */
export type OutgoingMail = MailMessage & { id: string };

export interface MailTransport {
  deliver(message: OutgoingMail): Promise<void>;
  /**
   * Whether a message with this id was handed over already, for a transport that can tell (the local outbox); SMTP
   * cannot (a server does not answer which messages it accepted), so it has no such method.
   */
  delivered?(id: string): Promise<boolean>;
}

/** The Message-ID header (RFC 5322 section 3.6.4) of the message with this id, the same at every send. */
export const messageIdOf = (id: string) => `<${id}@margdarshak>`;
