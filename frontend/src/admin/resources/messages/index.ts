// The contact form's messages: newest first, with the full text on the details page.
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

export default {
  list: lazyNamed(() => import('./MessagePages'), 'MessageList'),
  show: lazyNamed(() => import('./MessagePages'), 'MessageShow'),
  icon: MailOutlineRounded,
  recordRepresentation: 'name',
};
