import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import { BookingList } from './List';

/** Details open in a dialog from the list (and the overview), so there is no show page. */
export default {
  list: BookingList,
  icon: EventNoteRounded,
  recordRepresentation: (record: { studentName: string; counsellorName: string }) => `${record.studentName} with ${record.counsellorName}`,
};
