// Upcoming Sessions (dashboards §2): each with the student, the package, the date and time (India time), the amount and
// its badge (Active Now while it happens); a confirmed session's join button opens 24 hours before it starts and stays
// open until it ends; Open session and Chat lead to its page.
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { CounsellorBooking } from '@margdarshak/contracts/api/counsellorWorkspace';
import { DashboardSection } from '../../../components/DashboardSection';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/useNow';
import { joinState } from './joinRule';
import { SessionCard } from './SessionCard';
import { SessionList } from './SessionList';

function JoinButton({ booking, now }: { booking: CounsellorBooking; now: Date }) {
  const state = joinState(booking, now);
  if (state === 'none') return null;
  if (state === 'closed')
    return (
      <Button size="small" variant="outlined" disabled>
        Join (24h before)
      </Button>
    );
  return (
    <Button size="small" variant="contained" component={RouterLink} to={paths.counsellor.session.to(booking.id)}>
      Join Now
    </Button>
  );
}

function ChatButton({ booking }: { booking: CounsellorBooking }) {
  if (booking.status === 'pending') return null;
  return (
    <Badge color="error" badgeContent={booking.unreadMessages ?? 0}>
      <Button
        size="small"
        component={RouterLink}
        to={`${paths.counsellor.session.to(booking.id)}#chat`}
        aria-label={booking.unreadMessages ? `Chat with ${booking.studentName}, ${booking.unreadMessages} unread` : `Chat with ${booking.studentName}`}
      >
        Chat
      </Button>
    </Badge>
  );
}

export function UpcomingSessionsCard({ userId }: { userId: string }) {
  const now = useNow();
  return (
    <DashboardSection title="Upcoming Sessions">
      <SessionList userId={userId} view="upcoming" empty="No upcoming sessions">
        {(booking) => (
          <SessionCard booking={booking} now={now}>
            <JoinButton booking={booking} now={now} />
            <ChatButton booking={booking} />
          </SessionCard>
        )}
      </SessionList>
    </DashboardSection>
  );
}
