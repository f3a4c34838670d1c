import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import { lazyNamed } from '../../../lib/lazyNamed';

/** Adding happens in a dialog over the list (dashboards §2), so there is no create page. */
export default {
  list: lazyNamed(() => import('./List'), 'PackageList'),
  edit: lazyNamed(() => import('./Edit'), 'PackageEdit'),
  icon: Inventory2Rounded,
  recordRepresentation: 'name',
};
