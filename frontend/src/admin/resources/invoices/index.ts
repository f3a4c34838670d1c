import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

/** Issued documents never change: a list and each one's PDF, nothing to edit. Admins and auditors alike. */
export default { list: lazyNamed(() => import('./InvoiceList'), 'InvoiceList'), icon: ReceiptLongRounded, recordRepresentation: 'id' };
