// Students (dashboards §2): searched by e-mail or name on the server, sortable by name, e-mail and registration date;
// cards on a phone. A change of parent that waits for confirmation shows as a badge and can be filtered on (issue 27):
// an admin confirms those whose parent cannot.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BooleanInput, DataTable, List, SearchInput } from 'react-admin';
import { formatDate } from '../../../lib/format';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';
import { UserActions } from './UserActions';
import { profileStatusLabel, type UserRecord } from './userRecord';
import { connectionErrorState } from '../../components/ConnectionError';

const filters = [<SearchInput key="q" source="q" placeholder="Search users..." alwaysOn />, <BooleanInput key="parentChangeWaiting" source="parentChangeWaiting" label="Change of parent waiting" />];

const NoMatch = () => (
  <Typography sx={{ p: 2 }} color="textSecondary">
    No users found matching your search
  </Typography>
);

const NoStudents = () => (
  <Typography sx={{ p: 4, textAlign: 'center' }} color="textSecondary">
    No students have registered yet.
  </Typography>
);

const ProfileStatus = ({ user }: { user: UserRecord }) => <Chip size="small" variant="outlined" color={user.profileComplete ? 'success' : 'default'} label={profileStatusLabel(user)} />;

const ParentChangeBadge = () => <Chip size="small" variant="outlined" color="warning" label="Change of parent waiting" />;

/** The name, with the badge when a change of parent waits for confirmation. */
const NameCell = ({ user }: { user: UserRecord }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
    <span>{user.name}</span>
    {user.parentChangeWaiting && <ParentChangeBadge />}
  </Stack>
);

export function UserList() {
  const phone = useIsPhone();
  return (
    <List<UserRecord> {...connectionErrorState} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} empty={<NoStudents />}>
      {phone ? (
        <RecordCards<UserRecord>
          title={(user) => user.name}
          details={(user) => (
            <>
              <CardLine label="Email">{user.email}</CardLine>
              <CardLine label="Registered">{formatDate(user.createdAt)}</CardLine>
              <CardLine label="Profile">
                <ProfileStatus user={user} />
              </CardLine>
              {user.parentChangeWaiting && (
                <CardLine label="Consent">
                  <ParentChangeBadge />
                </CardLine>
              )}
            </>
          )}
          actions={<UserActions />}
          empty={<NoMatch />}
        />
      ) : (
        <DataTable<UserRecord> rowClick={false} bulkActionButtons={false} empty={<NoMatch />}>
          <DataTable.Col<UserRecord> source="name" label="Name" render={(user) => <NameCell user={user} />} />
          <DataTable.Col<UserRecord> source="email" label="Email" />
          <DataTable.Col<UserRecord> label="Profile status" disableSort render={(user) => <ProfileStatus user={user} />} />
          <DataTable.Col<UserRecord> source="createdAt" label="Registered" render={(user) => formatDate(user.createdAt)} />
          <DataTable.Col<UserRecord> label="Actions" disableSort align="right">
            <UserActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
