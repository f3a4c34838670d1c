// View Details' own content: the student's full profile and their sessions, as they see them on their dashboard.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { STUDENT_FALLBACK_MOBILE, studyStageLabels } from '@margdarshak/contracts/api/students';
import { formatAdminRupees, formatDateTime, shortId } from '../../adminFormat';
import { BookingStatusBadge } from '../../components/BookingStatusBadge';
import { DetailField } from '../../components/DetailField';
import { useStudentProfile } from './api/getStudentProfile';
import { useStudentSessions } from './api/getStudentSessions';

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);
const person = (name: string | null, occupation: string | null) => (name ? `${name}${occupation ? `, ${occupation}` : ''}` : '—');

export function StudentProfileSection({ studentId }: { studentId: string }) {
  const { data: profile, isPending, error } = useStudentProfile(studentId);
  // An older answer may lack the three choices: they read as not given.
  const stage = profile && studyStageLabels({ classLevel: profile.classLevel ?? null, board: profile.board ?? null, medium: profile.medium ?? null });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="student-profile-title">
      <Typography variant="h6" component="h3" id="student-profile-title">
        Profile
      </Typography>
      {isPending && <Skeleton variant="rounded" height={120} />}
      {error && <Alert severity="error">Could not load the student's profile.</Alert>}
      {profile && (
        <Grid container spacing={2}>
          {profile.profilePhoto && (
            <Grid size={12}>
              <Avatar src={profile.profilePhoto} alt={`Photo of ${profile.name}`} sx={{ width: 72, height: 72 }} />
            </Grid>
          )}
          <DetailField label="School or college">{orDash(profile.schoolName)}</DetailField>
          <DetailField label="Age">{orDash(profile.age)}</DetailField>
          {/* Before the first save the API answers the spec's fallback number: it is not the student's. */}
          <DetailField label="Mobile">{profile.mobile === STUDENT_FALLBACK_MOBILE ? '—' : profile.mobile}</DetailField>
          <DetailField label="City or town">{orDash(profile.location)}</DetailField>
          <DetailField label="Class or year">{orDash(stage?.classLevel)}</DetailField>
          <DetailField label="Board">{orDash(stage?.board)}</DetailField>
          <DetailField label="Medium">{orDash(stage?.medium)}</DetailField>
          <DetailField label="Father">{person(profile.fatherName, profile.fatherOccupation)}</DetailField>
          <DetailField label="Mother">{person(profile.motherName, profile.motherOccupation)}</DetailField>
          <DetailField label="Academics" wide>
            {profile.academics.length === 0 ? '—' : profile.academics.map((row) => `${row.grade}: ${row.marks}`).join('; ')}
          </DetailField>
        </Grid>
      )}
    </Stack>
  );
}

export function StudentSessionsSection({ studentId }: { studentId: string }) {
  const { data: sessions, isPending, error } = useStudentSessions(studentId);
  const createPath = useCreatePath();
  const bookingsList = createPath({ resource: 'bookings', type: 'list' });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="student-sessions-title">
      <Typography variant="h6" component="h3" id="student-sessions-title">
        Sessions
      </Typography>
      {isPending && <Skeleton variant="rounded" height={80} />}
      {error && <Alert severity="error">Could not load the student's sessions.</Alert>}
      {sessions?.length === 0 && <Typography color="textSecondary">No sessions booked yet.</Typography>}
      {sessions && sessions.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sessions.map((session) => (
            <Stack
              component="li"
              key={session.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>
                  {session.packageName} with {session.counsellorName}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {formatDateTime(session.sessionDate)} · {formatAdminRupees(session.amount)}
                  {session.refund ? ` · ${formatAdminRupees(session.refund.amount)} ${session.refund.status === 'issued' ? 'refunded' : 'to refund'}` : ''}
                </Typography>
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <BookingStatusBadge booking={session} />
                <Link component={RouterLink} to={`${bookingsList}?filter=${encodeURIComponent(JSON.stringify({ q: session.id }))}`} aria-label={`Booking ${shortId(session.id)} in Bookings`}>
                  In Bookings
                </Link>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
