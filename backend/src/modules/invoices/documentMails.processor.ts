// Each issued invoice, receipt or credit note is mailed with its PDF attached to the student and to their consenting
// parent (decision 0135): a mail of its own, sent once the document exists, so no booking or refund mail waits for the
// numbering. Each message's id is the document's number and the recipient's part, so a job run again after a SIGKILL
// hands nothing over twice (the mail port keeps its own record). From this version on: older documents are not mailed.
import { invoiceEvents } from '@margdarshak/contracts/events/invoices';
import { invoiceFileName } from '@margdarshak/contracts/api/invoices';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { atOnce, processor } from '../../platform/processors/processor';
import { mailToParentOf } from '../parents';
import { documentTextIn } from './documentMailText';
import { documentOf } from './invoiceNumbers';
import { issuedDocument, readerFacingPdf } from './issuedDocument';

type Job = { kind: 'mail'; number: string };

/** The outbox names its files by the id: no slashes in it. */
export const documentMailId = (number: string, to: 'student' | 'parent') => `document-${number.replaceAll('/', '-')}-${to}`;

export const documentMailsProcessor = processor<Job>({
  name: 'document-mails',
  eventTypes: Object.keys(invoiceEvents),
  from: 'deployment',
  plan(event) {
    const document = documentOf(event);
    return document ? [{ kind: 'mail', number: document.number, dueAt: atOnce(event) }] : [];
  },
  async run(job, { deps }) {
    const document = await issuedDocument(deps, job.number);
    if (!document) throw new Error(`Document ${job.number} is not in the log; trying again`);
    // One drawing for both copies.
    const attachments = [{ filename: invoiceFileName(document.number), content: await readerFacingPdf(deps, document), contentType: 'application/pdf' }];
    const student = await findActiveUser(deps.db, document.studentId);
    // Each in the language their account reads.
    if (student) await deps.mail.send({ id: documentMailId(document.number, 'student'), to: student.email, ...documentTextIn(student.language).student(document), attachments });
    await mailToParentOf(deps, document.studentId, documentMailId(document.number, 'parent'), (child, _dashboard, language) => documentTextIn(language).parent(document, child), false, attachments);
  },
});
