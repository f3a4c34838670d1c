// The invoices module's public face (issue 31, item 1): tax invoices, receipts and credit notes.
export { invoicesProcessor } from './invoices.processor';
export { invoicesRoutes } from './invoices.routes';
export { adminInvoicesRoutes } from './adminInvoices.routes';
export { documentMailId, documentMailsProcessor } from './documentMails.processor';
