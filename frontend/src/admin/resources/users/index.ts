import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

/** Students only (dashboards §2); counsellors have their own resource. */
export default {
  list: lazyNamed(() => import('./List'), 'UserList'),
  show: lazyNamed(() => import('./Show'), 'UserShow'),
  icon: PeopleAltRounded,
  recordRepresentation: 'name',
  options: { label: 'Users' },
};
