import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ErrorOutlineRounded sx={{ fontSize: 64, color: 'error.main' }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Did you forget to add the page to the router?
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
