import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import { CounsellorList } from './List';
import { CounsellorShow } from './Show';

export default {
  list: CounsellorList,
  show: CounsellorShow,
  icon: SupportAgentRounded,
  recordRepresentation: (record: { name: string | null; email: string }) => record.name ?? record.email,
};
