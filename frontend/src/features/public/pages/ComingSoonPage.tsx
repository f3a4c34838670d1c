import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';

interface ComingSoonPageProps {
  title: string;
  lead: string;
}

/** A page whose full content arrives with a later module; it says so plainly. */
export function ComingSoonPage({ title, lead }: ComingSoonPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 2, fontWeight: 400 }}>
        {lead}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        We are still writing this page. In the meantime you can look at our counselling packages.
      </Typography>
      <Button component={RouterLink} to={paths.packages} variant="contained">
        See packages
      </Button>
    </Container>
  );
}
