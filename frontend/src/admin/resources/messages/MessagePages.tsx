// The contact form's messages: newest first, with the full text on the details page.
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BooleanInput, DataTable, DateField, List, SearchInput, Show, ShowButton, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { AdminMessage } from '@margdarshak/contracts/api/contact';
import { formatDateTime } from '../../adminFormat';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';
import { HandledButton } from './HandledButton';
import { connectionErrorState } from '../../components/ConnectionError';

const HandledChip = ({ record }: { record: AdminMessage }) => <Chip size="small" color={record.handled ? 'default' : 'warning'} label={record.handled ? 'Handled' : 'Open'} />;

const filters = [<SearchInput key="q" source="q" placeholder="Search messages" alwaysOn />, <BooleanInput key="handled" source="handled" label="Handled" />];

const gist = (record: AdminMessage) => (record.message.length > 80 ? `${record.message.slice(0, 80)}…` : record.message);

export function MessageList() {
  const phone = useIsPhone();
  return (
    <List<AdminMessage> {...connectionErrorState} filters={filters} sort={{ field: 'receivedAt', order: 'DESC' }} perPage={25} exporter={false}>
      {phone ? (
        <RecordCards<AdminMessage>
          title={(record) => record.name}
          details={(record) => (
            <>
              <CardLine label="Email">{record.email}</CardLine>
              <CardLine label="Received">{formatDateTime(record.receivedAt)}</CardLine>
              <CardLine label="Message">{gist(record)}</CardLine>
              <CardLine label="Status">
                <HandledChip record={record} />
              </CardLine>
            </>
          )}
          actions={
            <>
              <ShowButton label="Read" />
              <HandledButton />
            </>
          }
        />
      ) : (
        <DataTable<AdminMessage> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<AdminMessage> source="name" label="Name" />
          <DataTable.Col<AdminMessage> label="Email" disableSort render={(record) => record.email} />
          <DataTable.Col<AdminMessage> label="Message" disableSort render={gist} />
          <DataTable.Col<AdminMessage> source="receivedAt" label="Received">
            <DateField source="receivedAt" showTime locales="en-IN" />
          </DataTable.Col>
          <DataTable.Col<AdminMessage> source="handled" label="Status" render={(record) => <HandledChip record={record} />} />
          <DataTable.Col<AdminMessage> label="Actions" disableSort align="right">
            <HandledButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function MessageText() {
  const record = useRecordContext<AdminMessage>();
  return record ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.message}</Typography> : null;
}

export function MessageShow() {
  return (
    <Show<AdminMessage>>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="email" />
        <DateField source="receivedAt" label="Received" showTime locales="en-IN" />
        <MessageText />
        <HandledButton />
      </SimpleShowLayout>
    </Show>
  );
}
