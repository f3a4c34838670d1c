// Children whose accounts were deleted after this parent consented: said plainly, with the day, since nothing else of
// them is left to show (the name went with the account).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { useDeletedChildren } from '../api/deletedChildren';

export function DeletedChildren() {
  const deleted = useDeletedChildren();
  const t = useT(parentMessages);
  const language = useLanguage();
  if (!deleted.data?.length) return null;
  return (
    <Stack spacing={1}>
      {deleted.data.map((child) => (
        <Alert key={child.deletedAt} severity="info">
          {t('deleted.text', { date: formatDate(child.deletedAt, language) })}
        </Alert>
      ))}
    </Stack>
  );
}
