import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BooleanInput, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { formatDate } from '../../../lib/format';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';
import { CounsellorActions } from './CounsellorActions';
import { statusLabels, type CounsellorRecord } from './counsellorRecord';
import { connectionErrorState } from '../../components/ConnectionError';

export function StatusBadge({ record }: { record: CounsellorRecord }) {
  const status = statusLabels[record.status];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={status.label} color={status.color} />
      {record.pendingChange && <Chip size="small" variant="outlined" color="warning" label="Change pending" />}
    </Stack>
  );
}

const filters = [
  <SearchInput key="q" source="q" placeholder="Search by email or name" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={(['pending', 'approved', 'rejected', 'paused', 'registered'] as const).map((id) => ({ id, name: statusLabels[id].label }))} />,
  <BooleanInput key="changePending" source="changePending" label="Change pending" />,
];

/** On a phone: a card per counsellor with Approve, Reject and the menu in reach. */
function CounsellorCards() {
  return (
    <RecordCards<CounsellorRecord>
      title={(record) => record.name ?? record.email}
      details={(record) => (
        <>
          <CardLine label="Email">{record.email}</CardLine>
          <CardLine label="Qualification">{record.qualification ?? '—'}</CardLine>
          <CardLine label="Registered">{formatDate(record.createdAt)}</CardLine>
          <div style={{ marginTop: 8 }}>
            <StatusBadge record={record} />
          </div>
        </>
      )}
      actions={<CounsellorActions />}
    />
  );
}

export function CounsellorList() {
  const phone = useIsPhone();
  return (
    <List<CounsellorRecord> {...connectionErrorState} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {phone ? (
        <CounsellorCards />
      ) : (
        <DataTable<CounsellorRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<CounsellorRecord> source="name" label="Name" render={(record) => record.name ?? '—'} />
          <DataTable.Col<CounsellorRecord> source="email" label="Email" />
          <DataTable.Col<CounsellorRecord> label="Qualification" disableSort render={(record) => record.qualification ?? '—'} />
          <DataTable.Col<CounsellorRecord> source="status" label="Status" render={(record) => <StatusBadge record={record} />} />
          <DataTable.Col<CounsellorRecord> source="createdAt" label="Registered" render={(record) => formatDate(record.createdAt)} />
          <DataTable.Col<CounsellorRecord> label="Actions" disableSort align="right">
            <CounsellorActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
