// View Details: the profile dialog's fields (dashboards §2), a pending profile change old beside new, and the uploaded
// documents, which open in a new tab.
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { formatDate } from '../../../lib/format';
import { CounsellorActions } from './CounsellorActions';
import { PendingChange } from './PendingChange';
import type { CounsellorRecord } from './counsellorRecord';
import { StatusBadge } from './List';

const documentLabels = { addressProof: 'Address proof', qualificationCertificate: 'Qualification certificate', profilePhoto: 'Profile photo' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="overline" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}

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
        <Field label="Email">{record.email}</Field>
        <Field label="Role">counsellor</Field>
        <Field label="User id">{record.id}</Field>
        <Field label="Status">
          <StatusBadge record={record} />
        </Field>
        <Field label="Profile status">
          <Chip size="small" variant="outlined" label={record.profileComplete ? 'Complete' : 'Incomplete'} />
        </Field>
        <Field label="Registration date">{formatDate(record.createdAt)}</Field>
        <Field label="Account type">Counsellor</Field>
        <Field label="Age">{record.age ?? '—'}</Field>
        <Field label="Mobile">{record.mobile ?? '—'}</Field>
        <Field label="Qualification">{record.qualification ?? '—'}</Field>
        <Field label="Specialization">{record.specialization ?? '—'}</Field>
        <Field label="Experience">{record.experience ?? '—'}</Field>
        <Field label="Location">{record.location ?? '—'}</Field>
        <Field label="Packages offered">{record.packages.length > 0 ? record.packages.join(', ') : '—'}</Field>
        <Field label="Address">{record.address ?? '—'}</Field>
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
