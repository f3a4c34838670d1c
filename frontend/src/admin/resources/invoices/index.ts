import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { InvoiceList } from './InvoiceList';

/** Issued documents never change: a list and each one's PDF, nothing to edit. Admins and auditors alike. */
export default { list: InvoiceList, icon: ReceiptLongRounded, recordRepresentation: 'id' };
