// A student row's actions (dashboards §2): View Profile opens the profile dialog; View Details opens the student's page
// (their full profile and sessions); Delete User asks first.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';
import { DeleteUserButton } from './DeleteUserButton';
import { UserProfileDialog } from './UserProfileDialog';
import type { UserRecord } from './userRecord';

export function UserActions() {
  const user = useRecordContext<UserRecord>();
  const [viewing, setViewing] = useState(false);
  const createPath = useCreatePath();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <Button size="small" onClick={() => setViewing(true)}>
        View Profile
      </Button>
      {/* A link with its words at every width (react-admin's ShowButton keeps only its icon on a phone). */}
      <Button size="small" component={Link} to={createPath({ resource: 'users', type: 'show', id: user.id })}>
        View Details
      </Button>
      <DeleteUserButton user={user} />
      <UserProfileDialog user={user} open={viewing} onClose={() => setViewing(false)} />
    </Stack>
  );
}
