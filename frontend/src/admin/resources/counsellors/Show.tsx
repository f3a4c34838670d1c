// View Details: the profile dialog's fields (dashboards §2), a pending profile change old beside new, and the uploaded
// documents, which open in a new tab.
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { formatRating } from '@margdarshak/contracts/rating';
import { formatDate } from '../../../lib/format';
import { DetailField } from '../../components/DetailField';
import { CounsellorActions } from './CounsellorActions';
import { PendingChange } from './PendingChange';
import type { CounsellorRecord } from './counsellorRecord';
import { StatusBadge } from './List';

const documentLabels = { addressProof: 'Address proof', qualificationCertificate: 'Qualification certificate', profilePhoto: 'Profile photo' } as const;

function CounsellorDetails() {
  const record = useRecordContext<CounsellorRecord>();
  if (!record) return null;
  const documents = Object.entries(record.documents) as [keyof typeof documentLabels, string][];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {record.name ?? 'Name not provided'}
        </Typography>
        <CounsellorActions />
      </Stack>
      <Grid container spacing={2}>
        <DetailField label="Email">{record.email}</DetailField>
        <DetailField label="Role">counsellor</DetailField>
        <DetailField label="User id">{record.id}</DetailField>
        <DetailField label="Status">
          <StatusBadge record={record} />
        </DetailField>
        <DetailField label="Profile status">
          <Chip size="small" variant="outlined" label={record.profileComplete ? 'Complete' : 'Incomplete'} />
        </DetailField>
        <DetailField label="Registration date">{formatDate(record.createdAt)}</DetailField>
        <DetailField label="Account type">Counsellor</DetailField>
        <DetailField label="Age">{record.age ?? '—'}</DetailField>
        <DetailField label="Mobile">{record.mobile ?? '—'}</DetailField>
        <DetailField label="Qualification">{record.qualification ?? '—'}</DetailField>
        <DetailField label="Specialization">{record.specialization ?? '—'}</DetailField>
        <DetailField label="Experience">{record.experience ?? '—'}</DetailField>
        <DetailField label="Location">{record.location ?? '—'}</DetailField>
        <DetailField label="Rating">{formatRating(record)}</DetailField>
        <DetailField label="Packages offered">{record.packages.length > 0 ? record.packages.join(', ') : '—'}</DetailField>
        <DetailField label="Address">{record.address ?? '—'}</DetailField>
      </Grid>
      {record.pendingChange && <PendingChange counsellorId={record.id} change={record.pendingChange} />}
      <div>
        <Typography variant="h6" component="h3" gutterBottom>
          Documents
        </Typography>
        {documents.length === 0 ? (
          <Typography color="textSecondary">No documents uploaded yet.</Typography>
        ) : (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {documents.map(([key, url]) => (
              <Link key={key} href={url} target="_blank" rel="noopener">
                {documentLabels[key]}
              </Link>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

export function CounsellorShow() {
  return (
    <Show<CounsellorRecord> actions={false}>
      <SimpleShowLayout>
        <CounsellorDetails />
      </SimpleShowLayout>
    </Show>
  );
}
