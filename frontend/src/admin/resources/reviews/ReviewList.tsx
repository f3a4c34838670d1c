// Students' reviews of their sessions: newest first, shown or hidden, with Hide (and its reason) for those shown.
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import { BooleanInput, DataTable, DateField, List } from 'react-admin';
import type { AdminReview } from '@margdarshak/contracts/api/reviews';
import { formatDateTime } from '../../adminFormat';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';
import { HideReviewButton } from './HideReviewButton';
import { connectionErrorState } from '../../components/ConnectionError';

const filters = [<BooleanInput key="hidden" source="hidden" label="Hidden" />];

const Stars = ({ record }: { record: AdminReview }) => <Rating value={record.rating} readOnly size="small" aria-label={`${record.rating} out of 5 stars`} />;
const Status = ({ record }: { record: AdminReview }) =>
  record.hidden ? <Chip size="small" label="Hidden" title={record.hiddenReason ?? undefined} /> : <Chip size="small" color="success" variant="outlined" label="Shown" />;
const words = (record: AdminReview) => (record.hidden && record.hiddenReason ? `${record.comment ?? '—'} (hidden: ${record.hiddenReason})` : (record.comment ?? '—'));

export function ReviewList() {
  const phone = useIsPhone();
  return (
    <List<AdminReview> {...connectionErrorState} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {phone ? (
        <RecordCards<AdminReview>
          title={(record) => `${record.studentName} on ${record.counsellorName}`}
          details={(record) => (
            <>
              <CardLine label="Rating">
                <Stars record={record} />
              </CardLine>
              <CardLine label="Comment">{words(record)}</CardLine>
              <CardLine label="Given">{formatDateTime(record.createdAt)}</CardLine>
              <CardLine label="Status">
                <Status record={record} />
              </CardLine>
            </>
          )}
          actions={<HideReviewButton />}
        />
      ) : (
        <DataTable<AdminReview> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col<AdminReview> label="Student" disableSort render={(record) => record.studentName} />
          <DataTable.Col<AdminReview> label="Counsellor" disableSort render={(record) => record.counsellorName} />
          <DataTable.Col<AdminReview> source="rating" label="Rating" render={(record) => <Stars record={record} />} />
          <DataTable.Col<AdminReview> label="Comment" disableSort render={words} />
          <DataTable.Col<AdminReview> source="createdAt" label="Given">
            <DateField source="createdAt" showTime locales="en-IN" />
          </DataTable.Col>
          <DataTable.Col<AdminReview> label="Status" disableSort render={(record) => <Status record={record} />} />
          <DataTable.Col<AdminReview> label="Actions" disableSort align="right">
            <HideReviewButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
