import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';

/** The sign-up forms' consent to the terms and the privacy policy, with its validation message. */
export function TermsCheckbox({ checked, onChange, error }: { checked: boolean; onChange(checked: boolean): void; error: string | undefined }) {
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={
          <Typography variant="body2">
            I agree to the{' '}
            <Link href={paths.terms} target="_blank" rel="noopener">
              terms and conditions
            </Link>{' '}
            and the{' '}
            <Link href={paths.privacy} target="_blank" rel="noopener">
              privacy policy
            </Link>
          </Typography>
        }
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
