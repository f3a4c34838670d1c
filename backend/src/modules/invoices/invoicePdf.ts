// A money document drawn as the reports are (reports' blocks, rendered in the PDF worker pool): the seller, the
// number and date, who it is for, the service, the figures to the paisa, the tax lines and the total in words.
import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { stateLabel } from '@margdarshak/contracts/invoices/gstStates';
import { formatPaiseToThePaisa as rupees } from '@margdarshak/contracts/money';
import { TIME_ZONE } from '@margdarshak/contracts/schedule/slots';
import type { AppDeps } from '../../platform/deps';
import type { PreparedDocument, ReportDocument } from '../reports';
import { type InvoiceLanguage, labelFor } from './invoiceLabels';

type Block = ReportDocument['blocks'][number];

const line = (label: string, value: string, bold = false): Block => ({
  kind: 'text',
  runs: [
    { text: `${label}: `, bold: true },
    { text: value, bold },
  ],
  spaceAfter: 4,
});
const plain = (text: string, spaceAfter = 2): Block => ({ kind: 'text', runs: [{ text }], spaceAfter });
const percent = (basisPoints: number) => `${basisPoints / 100}%`;
const dateOf = (iso: string) => new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The document as blocks; `studentName` null once the student is erased. */
export function invoiceBlocks(document: IssuedDocument, studentName: string | null, language: InvoiceLanguage): ReportDocument {
  const label = labelFor(language);
  const { seller } = document;
  const blocks: Block[] = [
    { kind: 'heading', text: label(document.kind) },
    { kind: 'text', runs: [{ text: seller.legalName, bold: true }], spaceAfter: 2 },
    plain(seller.address),
    plain(seller.gstin ? `${label('gstin')}: ${seller.gstin}` : label('notRegistered')),
    plain(`${label('stateCode')}: ${seller.stateCode}`, 12),
    line(label('number'), document.number, true),
    line(label('date'), dateOf(document.issuedAt)),
    ...(document.kind === 'credit_note' ? [line(label('refersTo'), document.refersTo)] : []),
    line(label('billedTo'), `${studentName ?? label('formerStudent')}${document.payer.role === 'parent' ? ` (${label('paidByParent')})` : ''}`),
    line(label('placeOfSupply'), stateLabel(document.placeOfSupply, language)),
    { kind: 'subheading', text: label('service') },
    plain(document.description),
    line(label('sac'), document.sac),
  ];
  if (document.kind !== 'credit_note') {
    blocks.push(line(label('price'), rupees(document.pricePaise)));
    if (document.couponCode) blocks.push(line(`${label('coupon')} ${document.couponCode}`, `−${rupees(document.discountPaise)}`));
  }
  blocks.push(line(label('taxableValue'), rupees(document.taxablePaise)));
  for (const tax of document.taxes) blocks.push(line(`${tax.tax} @ ${percent(tax.rateBasisPoints)}`, rupees(tax.amountPaise)));
  blocks.push(line(label(document.kind === 'credit_note' ? 'refunded' : 'total'), rupees(document.totalPaise), true));
  blocks.push(line(label('inWords'), document.totalInWords));
  blocks.push(document.kind === 'credit_note' ? line(label('refund'), document.refundId) : line(label('payment'), document.paymentId));
  blocks.push({ kind: 'text', runs: [{ text: label(document.kind === 'credit_note' ? 'creditNote' : seller.gstin ? 'pricesIncludeTax' : 'noTax') }], spaceBefore: 12, size: 9 });
  return {
    info: { title: `${label(document.kind)} ${document.number}`, author: seller.legalName, subject: document.description },
    // Its placeholders are filled once per page, so the page number is written once, in English.
    pageLabel: 'Page {page} of {pages}',
    blocks,
  };
}

/** The PDF, rendered in the worker pool and kept by number and language (a document never changes). */
export const invoicePdf = (deps: Pick<AppDeps, 'pdf'>, document: IssuedDocument, studentName: string | null, language: InvoiceLanguage): Promise<Buffer> =>
  deps.pdf.render(`invoice:${document.number}:${language}:${studentName ?? ''}`, { prepared: invoiceBlocks(document, studentName, language) } satisfies PreparedDocument);
