// Each issued document is mailed to its payer with its PDF (decision 0119). From this version's deployment: documents
// issued for past payments are downloadable, not mailed years late. Not awaited by any request.
import { processor } from '../../platform/processors/processor';
import { atOnce } from '../../platform/processors/processor';
import { documentOf } from './invoiceNumbers';
import { issuedDocument } from './issuedDocument';
import { mailDocument } from './documentMail';

type Job = { kind: 'mail'; number: string };

export const documentMailsProcessor = processor<Job>({
  name: 'invoice-mails',
  eventTypes: ['TaxInvoiceIssued', 'ReceiptIssued', 'CreditNoteIssued'],
  from: 'deployment',
  plan(event) {
    const document = documentOf(event);
    return document ? [{ kind: 'mail', number: document.number, dueAt: atOnce(event) }] : [];
  },
  async run(job, { deps }) {
    const document = await issuedDocument(deps, job.number);
    if (document) await mailDocument(deps, document);
  },
});
