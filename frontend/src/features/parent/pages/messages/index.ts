// The receipt page's words (issue 33): a plain receipt for a child's booked session, in English or Hindi. Amounts are
// written by contracts' money rule in both (₹ with Indian grouping, Latin digits).
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const receiptMessages = catalogue('parentReceipt', english, () => import('./hi.json'));
