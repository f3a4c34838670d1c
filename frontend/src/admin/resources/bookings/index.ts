import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

/** Details open in a dialog from the list (and the overview), so there is no show page. */
export default {
  list: lazyNamed(() => import('./List'), 'BookingList'),
  icon: EventNoteRounded,
  recordRepresentation: (record: { studentName: string; counsellorName: string }) => `${record.studentName} with ${record.counsellorName}`,
};
