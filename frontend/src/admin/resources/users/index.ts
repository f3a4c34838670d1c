import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import { UserList } from './List';
import { UserShow } from './Show';

/** Students only (dashboards §2); counsellors have their own resource. */
export default {
  list: UserList,
  show: UserShow,
  icon: PeopleAltRounded,
  recordRepresentation: 'name',
  options: { label: 'Users' },
};
