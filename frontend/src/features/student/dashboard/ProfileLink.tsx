// The link from a dashboard card to /student/profile.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function ProfileLink({ children, variant = 'text' }: { children: string; variant?: 'text' | 'outlined' }) {
  return (
    <Button component={RouterLink} to={paths.student.profile} size="small" variant={variant}>
      {children}
    </Button>
  );
}
