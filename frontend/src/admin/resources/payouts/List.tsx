// Payouts to counsellors, newest first: who, against which month, how much, the day paid and the bank reference,
// searched by reference on the server (filter q). Admins also get Record payout; auditors only read.
import { CreateButton, DataTable, List, SearchInput, TextInput, TopToolbar, usePermissions } from 'react-admin';
import type { AdminPayout } from '@margdarshak/contracts/api/statements';
import { formatDate } from '../../../lib/format';
import { formatExactRupees } from '../../adminFormat';
import { connectionErrorState } from '../../components/ConnectionError';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';

const filters = [<SearchInput key="q" source="q" placeholder="Search bank references" alwaysOn />, <TextInput key="month" source="month" label="Month (YYYY-MM)" />];
const amountOf = (p: AdminPayout) => formatExactRupees(p.amount);
const paidOnOf = (p: AdminPayout) => formatDate(p.paidOn);

export function PayoutList() {
  const phone = useIsPhone();
  const { permissions } = usePermissions();
  return (
    <List<AdminPayout>
      {...connectionErrorState}
      filters={filters}
      sort={{ field: 'recordedAt', order: 'DESC' }}
      exporter={false}
      actions={<TopToolbar>{permissions === 'admin' && <CreateButton label="Record payout" />}</TopToolbar>}
    >
      {phone ? (
        <RecordCards<AdminPayout>
          title={(p) => `${p.counsellorName}: ${amountOf(p)}`}
          details={(p) => (
            <>
              <CardLine label="Month">{p.month}</CardLine>
              <CardLine label="Paid on">{paidOnOf(p)}</CardLine>
              <CardLine label="Reference">{p.reference}</CardLine>
            </>
          )}
        />
      ) : (
        <DataTable<AdminPayout> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col<AdminPayout> label="Counsellor" disableSort render={(p) => p.counsellorName} />
          <DataTable.Col<AdminPayout> source="month" label="Month" />
          <DataTable.Col<AdminPayout> source="amount" label="Amount" align="right" render={amountOf} />
          <DataTable.Col<AdminPayout> source="paidOn" label="Paid on" render={paidOnOf} />
          <DataTable.Col<AdminPayout> source="reference" label="Bank reference" />
        </DataTable>
      )}
    </List>
  );
}
