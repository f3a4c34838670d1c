// Children whose accounts were deleted after this parent consented: said plainly, with the day, since nothing else of
// them is left to show (the name went with the account).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatDate } from '../../../lib/format';
import { useDeletedChildren } from '../api/deletedChildren';

export function DeletedChildren() {
  const deleted = useDeletedChildren();
  if (!deleted.data?.length) return null;
  return (
    <Stack spacing={1}>
      {deleted.data.map((child) => (
        <Alert key={child.deletedAt} severity="info">
          Your child’s Margdarshak account was deleted on {formatDate(child.deletedAt)}. Their profile, tests and reports were deleted with it. Your own account stays open.
        </Alert>
      ))}
    </Stack>
  );
}
