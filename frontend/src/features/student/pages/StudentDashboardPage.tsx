import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';

/** /student/dashboard: sessions, tests and reports are added by the student module; until then it says what will come. */
export function StudentDashboardPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Student dashboard
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        This is where your booked sessions, personality and interest tests, and counsellor reports will appear. These sections are
        being built.
      </Alert>
      <Button component={RouterLink} to={paths.packages} variant="contained">
        Book a Session
      </Button>
    </Container>
  );
}
