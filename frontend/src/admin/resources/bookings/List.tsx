// All bookings (dashboards §2): a status filter (All sends none) and a search by student, counsellor or booking id that
// the server applies, sortable by session date, booking date, amount and status; cards on a phone.
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { formatDate, formatTime } from '../../../lib/format';
import { formatAdminRupees, formatDateTime, shortId } from '../../adminFormat';
import { statusChoices } from '../../bookingStatus';
import { BookingStatusBadge } from '../../components/BookingStatusBadge';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';
import { BookingActions } from './BookingActions';
import type { BookingRecord } from './bookingRecord';
import { connectionErrorState } from '../../components/ConnectionError';

/** A date over its time, so the table's columns stay narrow. */
const When = ({ instant }: { instant: string }) => (
  <span style={{ whiteSpace: 'nowrap' }}>
    {formatDate(instant)}
    <br />
    {formatTime(instant)}
  </span>
);

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} emptyText="All" alwaysOn />,
  <SearchInput key="q" source="q" placeholder="Search by student, counsellor or booking ID" alwaysOn sx={{ width: { xs: '100%', sm: 380 } }} />,
];

function BookingCards() {
  return (
    <RecordCards<BookingRecord>
      title={(b) => `${b.studentName} with ${b.counsellorName}`}
      details={(b) => (
        <>
          <CardLine label="Session">{formatDateTime(b.sessionDate)}</CardLine>
          <CardLine label="Package">{b.packageName}</CardLine>
          <CardLine label="Amount">{formatAdminRupees(b.amount)}</CardLine>
          <CardLine label="ID">{shortId(b.id)}</CardLine>
          <div style={{ marginTop: 8 }}>
            <BookingStatusBadge booking={b} />
          </div>
        </>
      )}
      actions={<BookingActions />}
    />
  );
}

export function BookingList() {
  const phone = useIsPhone();
  return (
    <List<BookingRecord> {...connectionErrorState} filters={filters} sort={{ field: 'bookingDate', order: 'DESC' }} perPage={25} exporter={false}>
      {phone ? (
        <BookingCards />
      ) : (
        // Nine columns fit beside the menu on a 1280 px screen with half the cells' side padding.
        <DataTable<BookingRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <DataTable.Col<BookingRecord> label="ID" disableSort render={(b) => <span title={b.id}>{shortId(b.id)}</span>} />
          <DataTable.Col<BookingRecord> label="Student" disableSort render={(b) => b.studentName} />
          <DataTable.Col<BookingRecord> label="Counsellor" disableSort render={(b) => b.counsellorName} />
          <DataTable.Col<BookingRecord> label="Package" disableSort render={(b) => b.packageName} />
          <DataTable.Col<BookingRecord> source="sessionDate" label="Date" render={(b) => <When instant={b.sessionDate} />} />
          <DataTable.Col<BookingRecord> source="bookingDate" label="Booked" render={(b) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(b.bookingDate)}</span>} />
          <DataTable.Col<BookingRecord> source="status" label="Status" render={(b) => <BookingStatusBadge booking={b} />} />
          <DataTable.Col<BookingRecord> source="amount" label="Amount" align="right" render={(b) => formatAdminRupees(b.amount)} />
          <DataTable.Col<BookingRecord> label="Actions" disableSort align="right">
            <BookingActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
