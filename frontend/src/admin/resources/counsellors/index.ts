import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

export default {
  list: lazyNamed(() => import('./List'), 'CounsellorList'),
  show: lazyNamed(() => import('./Show'), 'CounsellorShow'),
  icon: SupportAgentRounded,
  recordRepresentation: (record: { name: string | null; email: string }) => record.name ?? record.email,
};
