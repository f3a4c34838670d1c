// The mails a crashed product owes, checked against the local outbox by Message-ID (each file there is one message
// handed over, so a message sent twice is there twice): every mail the log calls for is there exactly once, no
// message is there twice, and the mail port left no send half done ('sending' with no copy handed over) nor recorded one
// it never handed over.
import type { Knex } from 'knex';
import { mailDeliveriesTable } from '../../platform/mail/mailDeliveries';
import { messageIdOf } from '../../platform/mail/mailer';
import { readOutboxEntries } from '../../platform/mail/outboxMailer';
import { documentMailId } from '../../modules/invoices';

export interface MailLogEvent {
  event_id: string;
  stream_name: string;
  type: string;
  data: unknown;
}

/**
 * The ids of mails the log calls for, as the processors derive them: each release's report to its student, each
 * confirmed booking's notice to its student, each approval's notice to its counsellor, each money document to its
 * student (while the account is active: an erased person is not mailed).
 */
export function expectedMails(events: readonly MailLogEvent[], isActive: (userId: string) => boolean): string[] {
  const expected: string[] = [];
  const studentOf = new Map<string, string>();
  for (const event of events) {
    if (event.type === 'BookingRequested') {
      const { bookingId, studentId } = event.data as { bookingId: string; studentId: string };
      studentOf.set(bookingId, studentId);
    }
    if (event.type === 'ResultReleased') {
      const { reportId, studentId } = event.data as { reportId: string; studentId: string };
      if (isActive(studentId)) expected.push(`report-${reportId}-v1`);
    }
    if (event.type === 'BookingConfirmed') {
      const studentId = studentOf.get((event.data as { bookingId: string }).bookingId);
      if (studentId && isActive(studentId)) expected.push(`${event.event_id}-confirmed-student`);
    }
    if (event.type === 'CounsellorApproved' && isActive((event.data as { counsellorId: string }).counsellorId)) expected.push(`${event.event_id}-approved`);
    if (event.type === 'TaxInvoiceIssued' || event.type === 'ReceiptIssued' || event.type === 'CreditNoteIssued') {
      const { number, studentId } = event.data as { number: string; studentId: string };
      if (isActive(studentId)) expected.push(documentMailId(number, 'student'));
    }
  }
  return expected;
}

export async function checkMails(db: Knex, outboxDir: string, expected: readonly string[]): Promise<{ violations: string[]; mails: number }> {
  const violations: string[] = [];
  const copies = new Map<string, number>();
  const entries = await readOutboxEntries(outboxDir);
  for (const entry of entries) copies.set(entry.messageId, (copies.get(entry.messageId) ?? 0) + 1);
  for (const [messageId, count] of copies) if (count > 1) violations.push(`mail ${messageId} sent ${count} times`);
  for (const id of expected) if (!copies.has(messageIdOf(id))) violations.push(`mail ${id} owed by the log, never sent`);

  const deliveries: { id: string; state: string }[] = await db(mailDeliveriesTable).select('id', 'state');
  for (const { id, state } of deliveries) {
    const copiesOfIt = copies.get(messageIdOf(id)) ?? 0;
    // 'sending' with exactly one copy handed over is a mail that went out once and whose record was cut short by the kill:
    // the job that resumes it sends it no more when its reason went meanwhile (its recipient's account was deleted, so the
    // processor no longer mails), and nothing is left to record it. Nothing was lost and nothing doubled. A mail the log
    // still owes is resumed and recorded sent, so left 'sending' it is a violation, as is 'sending' with no copy (neither
    // sent nor finished) or several (already reported above).
    if (state === 'sending' && (copiesOfIt !== 1 || expected.includes(id))) violations.push(`mail ${id} left 'sending' with ${copiesOfIt} copies in the outbox`);
    else if (state === 'sent' && copiesOfIt === 0) violations.push(`mail ${id} recorded sent, not in the outbox`);
  }
  return { violations, mails: entries.length };
}
