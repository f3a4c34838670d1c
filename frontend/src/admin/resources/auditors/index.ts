// Staff: the auditor accounts an admin creates (issue 17). An auditor signs in as anyone does and reads the Audit
// section only; removing one erases the account.
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

export default {
  list: lazyNamed(() => import('./AuditorPages'), 'AuditorList'),
  create: lazyNamed(() => import('./AuditorPages'), 'AuditorCreate'),
  icon: BadgeRounded,
  options: { label: 'Staff' },
  recordRepresentation: 'email',
};
