// /student/session/{bookingId}: the session's room. The spec does not show its content: the session's details, its
// video room (Join Session from 24 hours before; the room itself from 15 minutes before), what the counsellor shared,
// and once the session is completed, a request for a review.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { useCurrentUser } from '../../auth';
import { studentBookingsQueryOptions, useStudentBookings } from '../api/studentBookings';
import { ChatPanel } from '../../../components/chat/ChatPanel';
import { CounsellorSharedCard } from '../sessions/CounsellorSharedCard';
import { ReviewPrompt } from '../reviews/ReviewPrompt';
import { SessionRoomCard } from '../../../components/sessionRoom/SessionRoomCard';
import { NoShowCard } from '../../../components/noShow/NoShowCard';
import { OwnWords } from '../../../components/shared/OwnWords';
import { chatMessages } from '../../../components/chat/messages';
import { noShowMessages } from '../../../components/noShow/messages';
import { sessionRoomMessages } from '../../../components/sessionRoom/messages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';
import { reviewsMessages } from '../reviews/messages';
import { sessionsMessages } from '../sessions/messages';
import { usePackageName } from '../../packages';
import { bookingMessages } from '../../booking';

/** Loaded with the page in the account's language: the session's words, the review's, the report buttons', the room's, the no-show card's and the chat's. */
export const pageCatalogues = [sessionsMessages, reviewsMessages, studentMessages, sessionRoomMessages, noShowMessages, chatMessages, bookingMessages];

export function StudentSessionPage() {
  const { sessionId = '' } = useParams();
  const user = useCurrentUser();
  const bookings = useStudentBookings(user.data?.id ?? '');
  const booking = bookings.data?.find((b) => b.id === sessionId);
  const queryClient = useQueryClient();
  const t = useT(sessionsMessages);
  const packageName = usePackageName();
  const language = useLanguage();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('page.title')}
      </Typography>
      {bookings.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : !booking ? (
        <Alert severity="warning">{t('page.notFound')}</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              <OwnWords text={t('item.title', { package: packageName(booking), name: booking.counsellorName })} words={[packageName(booking), booking.counsellorName]} />
            </Typography>
            <Typography color="textSecondary" gutterBottom>
              {t('page.when', { date: formatDate(booking.sessionDate, language), time: formatTime(booking.sessionDate, language) })}
            </Typography>
          </CardContent>
        </Card>
      )}
      {booking && (
        <Stack spacing={3} sx={{ mt: 3 }}>
          <SessionRoomCard session={{ id: booking.id, status: booking.status, sessionDate: booking.sessionDate }} viewer="student" closedMessage={booking.roomClosedMessage} />
          <NoShowCard session={booking} viewer="student" otherName={booking.counsellorName} />
          {booking.status === 'completed' && <ReviewPrompt studentId={user.data?.id ?? ''} bookingId={booking.id} counsellorName={booking.counsellorName} />}
          <CounsellorSharedCard booking={booking} />
        </Stack>
      )}
      {booking && user.data && booking.status !== 'pending' && (
        <Box id="chat" sx={{ mt: 3, scrollMarginTop: 80 }}>
          <ChatPanel
            bookingId={booking.id}
            userId={user.data.id}
            otherName={booking.counsellorName}
            onRead={() => void queryClient.invalidateQueries({ queryKey: studentBookingsQueryOptions(user.data?.id ?? '').queryKey })}
          />
        </Box>
      )}
      <Button component={RouterLink} to={paths.student.dashboard} sx={{ mt: 3 }}>
        {t('page.back')}
      </Button>
    </Container>
  );
}
