// Staff: the auditor accounts an admin creates (issue 17). An auditor signs in as anyone does and reads the Audit
// section only; removing one erases the account.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Create, CreateButton, DataTable, DateField, DeleteWithConfirmButton, List, PasswordInput, SimpleForm, TextInput, TopToolbar, email, required } from 'react-admin';
import type { AuditorAccount } from '@margdarshak/contracts/api/audit';
import { connectionErrorState } from '../../components/ConnectionError';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';

const NoAuditors = () => (
  <Box sx={{ textAlign: 'center', py: 8, mx: 'auto' }}>
    <Typography variant="h6" gutterBottom>
      No auditors yet
    </Typography>
    <Typography color="textSecondary" sx={{ mb: 2 }}>
      An auditor reads the booking and payment history in the Audit section and can change nothing.
    </Typography>
    <CreateButton label="Add auditor" variant="contained" />
  </Box>
);

const removeButton = (
  <DeleteWithConfirmButton
    label="Remove"
    confirmTitle="Remove this auditor?"
    confirmContent="The account is erased; what it read stays in the log."
    mutationMode="pessimistic"
    successMessage="Auditor removed"
  />
);

/** A table on a wide screen; on a phone a card per auditor (a long e-mail address in a table cell widened the page). */
export function AuditorList() {
  const phone = useIsPhone();
  return (
    <List<AuditorAccount>
      {...connectionErrorState}
      title="Staff"
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="Add auditor" />
        </TopToolbar>
      }
      empty={<NoAuditors />}
    >
      {phone ? (
        <RecordCards<AuditorAccount>
          title={(auditor) => auditor.email}
          details={() => (
            <CardLine label="Added">
              <DateField source="createdAt" locales="en-IN" />
            </CardLine>
          )}
          actions={removeButton}
        />
      ) : (
        <DataTable<AuditorAccount> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col<AuditorAccount> source="email" label="Email" />
          <DataTable.Col<AuditorAccount> source="createdAt" label="Added">
            <DateField source="createdAt" locales="en-IN" />
          </DataTable.Col>
          <DataTable.Col<AuditorAccount> label="Actions" disableSort align="right">
            {removeButton}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export function AuditorCreate() {
  return (
    <Create title="Add auditor" redirect="list">
      <SimpleForm>
        <TextInput source="email" label="Email" type="email" validate={[required(), email()]} fullWidth />
        <PasswordInput source="password" label="Password" validate={required()} helperText="At least 6 characters" fullWidth />
      </SimpleForm>
    </Create>
  );
}
