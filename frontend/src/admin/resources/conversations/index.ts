// Reported chats: the booking conversations in which a participant reported a message, the latest report first, and
// each conversation in full with the reports beside their messages. Conversations nobody reported are never listed.
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { lazyNamed } from '../../../lib/lazyNamed';

export default {
  list: lazyNamed(() => import('./ConversationPages'), 'ConversationList'),
  show: lazyNamed(() => import('./ConversationPages'), 'ConversationShow'),
  icon: FlagOutlined,
  recordRepresentation: 'studentName',
};
