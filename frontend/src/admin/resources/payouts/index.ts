// Payouts to counsellors (issue 31, item 2): a list for admins and auditors, and Record payout for admins only. A
// payout is recorded once and never edited: a mistake is corrected by the next one.
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

export default {
  list: lazyNamed(() => import('./List'), 'PayoutList'),
  create: lazyNamed(() => import('./Create'), 'PayoutCreate'),
  icon: PaymentsRounded,
  recordRepresentation: 'reference',
};
