// What an approved counsellor sent that waits for review: each field's new value (the photo shown, a document linked)
// beside what students see until an admin approves it.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CounsellorChangeView } from '@margdarshak/contracts/api/counsellors';
import { formatDate } from '../../../lib/format';

type Field = CounsellorChangeView['fields'][number];

function NewValue({ field }: { field: Field }) {
  if (field.kind === 'photo') return field.new ? <Avatar src={field.new} alt="Your new profile photo" sx={{ width: 64, height: 64 }} /> : null;
  if (field.kind === 'document') {
    return field.new ? (
      <Link href={field.new} target="_blank" rel="noopener">
        Your new {field.label.toLowerCase()}
      </Link>
    ) : null;
  }
  return (
    <>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{field.new ?? 'Left blank'}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        On your public profile now: {field.old ?? 'not given'}
      </Typography>
    </>
  );
}

export function PendingChangeNotice({ change }: { change: CounsellorChangeView }) {
  return (
    <Alert severity="info" component="section" role="region" aria-labelledby="pending-change-title">
      <AlertTitle id="pending-change-title">Change waiting for review</AlertTitle>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Sent on {formatDate(change.requestedAt)}. Our team checks every change to what students see. Until it is approved, your public profile keeps your approved details and photo.
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {change.fields.map((field) => (
          <Box key={field.field}>
            <Typography component="dt" variant="subtitle2">
              {field.label}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <NewValue field={field} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Alert>
  );
}
