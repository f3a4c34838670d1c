import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import { PackageCreate } from './Create';
import { PackageEdit } from './Edit';
import { PackageList } from './List';

export default {
  list: PackageList,
  create: PackageCreate,
  edit: PackageEdit,
  icon: Inventory2Rounded,
  recordRepresentation: 'name',
};
