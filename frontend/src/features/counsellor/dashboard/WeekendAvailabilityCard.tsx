// Weekend Availability (dashboards §2), told from the counsellor's own weekly hours: which of Saturday and Sunday
// students can book, at what hours, and which has none.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/DashboardSection';
import { useAvailability } from '../api/availability';
import { weekendDays, weekendSummary } from './weekendAvailability';

export function WeekendAvailabilityCard({ userId }: { userId: string }) {
  const availability = useAvailability(userId);
  const days = availability.data ? weekendDays(availability.data) : [];
  return (
    <DashboardSection title="Weekend Availability">
      {availability.isError ? (
        <Alert severity="error">We could not load your hours just now. Please reload the page to try again.</Alert>
      ) : !availability.data ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading your weekend hours">
          <Skeleton width="90%" />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography color="textSecondary">{weekendSummary(days)}</Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {days.map(({ day, hours }) => (
              <Box component="li" key={day} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{day}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {hours.length > 0 ? hours.join(', ') : 'No hours set'}
                  </Typography>
                </div>
                <Chip size="small" variant="outlined" color={hours.length > 0 ? 'success' : 'default'} label={hours.length > 0 ? 'Available' : 'Not available'} />
              </Box>
            ))}
          </Stack>
          <Typography variant="body2" color="textSecondary">
            Hours are India time. Days off you have planned are not bookable either.
          </Typography>
        </Stack>
      )}
    </DashboardSection>
  );
}
