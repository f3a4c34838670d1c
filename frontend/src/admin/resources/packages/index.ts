import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import { PackageEdit } from './Edit';
import { PackageList } from './List';

/** Adding happens in a dialog over the list (dashboards §2), so there is no create page. */
export default {
  list: PackageList,
  edit: PackageEdit,
  icon: Inventory2Rounded,
  recordRepresentation: 'name',
};
