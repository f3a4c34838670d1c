// View Details: the profile dialog's fields, then what the dialog does not show (the student's full profile, their
// parental consent and their sessions), and Delete User.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { ConsentSection } from './ConsentSection';
import { DeleteUserButton } from './DeleteUserButton';
import { StudentProfileSection, StudentSessionsSection } from './StudentSections';
import { UserProfileFields } from './UserProfileDialog';
import type { UserRecord } from './userRecord';

function StudentDetails() {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {user.name}
        </Typography>
        <DeleteUserButton user={user} backToList />
      </Stack>
      <UserProfileFields user={user} />
      <StudentProfileSection studentId={user.id} />
      <ConsentSection studentId={user.id} />
      <StudentSessionsSection studentId={user.id} />
    </Stack>
  );
}

export function UserShow() {
  return (
    <Show<UserRecord> actions={false}>
      <SimpleShowLayout>
        <StudentDetails />
      </SimpleShowLayout>
    </Show>
  );
}
