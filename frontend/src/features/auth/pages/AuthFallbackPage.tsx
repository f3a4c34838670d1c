import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAuthDialogs } from '../components/authDialogsContext';

/** /auth: where a counsellor lands when registration did not leave them signed in (public-area §4). */
export function AuthFallbackPage() {
  const dialogs = useAuthDialogs();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your account is ready
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Log in with the e-mail and password you just chose to reach your dashboard.
      </Typography>
      <Button variant="contained" size="large" onClick={() => dialogs.open('login')}>
        Login
      </Button>
    </Container>
  );
}
