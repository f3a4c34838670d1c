import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from 'react-admin';

/** Who is signed in, and what this back office is for. */
export function WelcomeCard() {
  const { identity } = useGetIdentity();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AdminPanelSettingsRounded color="primary" />
          <Typography variant="subtitle1" color="textSecondary">
            Signed in as {identity?.fullName ?? '…'}
          </Typography>
        </Stack>
        <Typography sx={{ mt: 1.5 }}>
          Manage the counselling packages shown to students here. Users, counsellors and bookings join this back office as those
          modules arrive.
        </Typography>
      </CardContent>
    </Card>
  );
}
