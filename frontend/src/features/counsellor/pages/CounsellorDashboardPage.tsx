import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** /counsellor/dashboard: bookings, earnings and test results arrive with the counsellor module; until then it says so. */
export function CounsellorDashboardPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Counsellor dashboard
      </Typography>
      <Alert severity="info">
        Your upcoming sessions, earnings, rating and your students&apos; test results will appear here, along with your profile and
        availability settings. These sections are being built.
      </Alert>
    </Container>
  );
}
