// A student row's actions (dashboards §2): View Profile opens the profile dialog; View Details opens the student's page
// (their full profile and sessions); Delete User asks first.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ShowButton, useRecordContext } from 'react-admin';
import { DeleteUserButton } from './DeleteUserButton';
import { UserProfileDialog } from './UserProfileDialog';
import type { UserRecord } from './userRecord';

export function UserActions() {
  const user = useRecordContext<UserRecord>();
  const [viewing, setViewing] = useState(false);
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <Button size="small" onClick={() => setViewing(true)}>
        View Profile
      </Button>
      <ShowButton label="View Details" icon={<></>} />
      <DeleteUserButton user={user} />
      <UserProfileDialog user={user} open={viewing} onClose={() => setViewing(false)} />
    </Stack>
  );
}
