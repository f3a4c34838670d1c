// /counsellor/session/{bookingId} (dashboards §2, issue 15): the session, the student to prepare with, the package's
// tests, the counsellor's private notes, and the summary and documents shared with the student, writable until 7 days
// after the session (issue 30).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/apiClient';
import { useCounsellorSession } from '../api/counsellorSession';
import { counsellorBookingsKey } from '../api/counsellorBookings';
import { useCurrentUser } from '../../auth';
import { useNow } from '../../../lib/useNow';
import { isRecordClosed, RecordWindowNote } from '../session/RecordWindowNote';
import { ChatPanel } from '../../../components/chat/ChatPanel';
import { PrivateNotesCard } from '../session/PrivateNotesCard';
import { SessionOverviewCard } from '../session/SessionOverviewCard';
import { SessionSummaryCard } from '../session/SessionSummaryCard';
import { SessionTestsCard } from '../session/SessionTestsCard';
import { SharedDocumentsCard } from '../session/SharedDocumentsCard';
import { StudentPrepCard } from '../session/StudentPrepCard';
import { RetryAlert } from '../../../components/RetryAlert';
import { MeetingLinkForm } from '../../../components/sessionRoom/MeetingLinkForm';
import { SessionRoomCard } from '../../../components/sessionRoom/SessionRoomCard';
import { NoShowCard } from '../../../components/noShow/NoShowCard';

function LoadProblem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <Alert severity="warning">We could not find this session among your bookings.</Alert>;
  return <RetryAlert onRetry={onRetry}>We could not load this session just now.</RetryAlert>;
}

export function CounsellorSessionPage() {
  const { sessionId = '' } = useParams();
  const session = useCounsellorSession(sessionId);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const now = useNow();
  const closed = session.data !== undefined && isRecordClosed(session.data, now);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          {session.data ? `Session with ${session.data.booking.studentName}` : 'Session'}
        </Typography>
        <Button component={RouterLink} to={paths.counsellor.dashboard} variant="outlined">
          Back to dashboard
        </Button>
      </Stack>
      {session.isError ? (
        <LoadProblem error={session.error} onRetry={() => void session.refetch()} />
      ) : !session.data ? (
        <Stack spacing={3} aria-busy="true" aria-label="Loading the session">
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      ) : (
        <Box key={session.data.booking.id} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <Stack spacing={3}>
            <SessionOverviewCard session={session.data} />
            <SessionRoomCard
              session={{ id: session.data.booking.id, status: session.data.booking.status, sessionDate: session.data.booking.sessionDate }}
              viewer="counsellor"
              closedMessage={session.data.roomClosedMessage}
            >
              <MeetingLinkForm bookingId={session.data.booking.id} />
            </SessionRoomCard>
            <NoShowCard session={session.data.booking} viewer="counsellor" otherName={session.data.booking.studentName} />
            <StudentPrepCard student={session.data.student} />
            <SessionTestsCard session={session.data} />
          </Stack>
          <Stack spacing={3}>
            <RecordWindowNote session={session.data} now={now} />
            <PrivateNotesCard bookingId={session.data.booking.id} saved={session.data.notes} closed={closed} />
            <SessionSummaryCard bookingId={session.data.booking.id} shared={session.data.summary} closed={closed} />
            <SharedDocumentsCard bookingId={session.data.booking.id} documents={session.data.documents} closed={closed} />
            {user.data?.id === session.data.booking.counsellorId && session.data.booking.status !== 'pending' && (
              <Box id="chat" sx={{ scrollMarginTop: 80 }}>
                <ChatPanel
                  bookingId={session.data.booking.id}
                  userId={user.data.id}
                  otherName={session.data.booking.studentName}
                  onRead={() => void queryClient.invalidateQueries({ queryKey: counsellorBookingsKey(user.data?.id ?? '') })}
                />
              </Box>
            )}
          </Stack>
        </Box>
      )}
    </Container>
  );
}
