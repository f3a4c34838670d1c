import TextField from '@mui/material/TextField';

/** The e-mail field every sign-in form opens with, showing its validation message when there is one. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  return <TextField label="Email" type="email" autoComplete="email" autoFocus value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error} />;
}
