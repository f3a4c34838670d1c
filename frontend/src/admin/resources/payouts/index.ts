// Payouts to counsellors (issue 31, item 2): a list for admins and auditors, and Record payout for admins only. A
// payout is recorded once and never edited: a mistake is corrected by the next one.
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { PayoutCreate } from './Create';
import { PayoutList } from './List';

export default { list: PayoutList, create: PayoutCreate, icon: PaymentsRounded, recordRepresentation: 'reference' };
