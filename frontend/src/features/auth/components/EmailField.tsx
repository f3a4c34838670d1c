import TextField from '@mui/material/TextField';
import { useT } from '../../../lib/i18n/useLanguage';
import { authDialogMessages } from '../messages';

/** The e-mail field every sign-in form opens with, showing its validation message when there is one. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  const t = useT(authDialogMessages);
  return <TextField label={t('email')} type="email" autoComplete="email" autoFocus value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} />;
}
