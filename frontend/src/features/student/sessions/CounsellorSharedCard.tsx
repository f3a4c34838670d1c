// What the counsellor shared after the session (issue 15): their summary and the documents they sent, each downloaded
// from the booking's own document address (only the student, their counsellor and admins may read it).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { DashboardSection } from '../../../components/DashboardSection';

export function CounsellorSharedCard({ booking }: { booking: Pick<StudentBooking, 'counsellorName' | 'sessionSummary' | 'documents'> }) {
  return (
    <DashboardSection title="From your counsellor">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Session summary
      </Typography>
      {booking.sessionSummary ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{booking.sessionSummary}</Typography>
      ) : (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {booking.counsellorName} has not shared a summary yet.
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Documents
      </Typography>
      {booking.documents.length === 0 ? (
        <Typography color="textSecondary">No documents shared yet</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {booking.documents.map((document, index) => (
            <Box component="li" key={document.path} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography>
                Document {index + 1} from {booking.counsellorName}
              </Typography>
              <Button size="small" variant="outlined" component="a" href={document.path} download>
                Download
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
