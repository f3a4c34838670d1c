import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { authDialogMessages } from '../messages';

/** The sign-up forms' consent to the terms and the privacy policy, with its validation message. */
export function TermsCheckbox({ checked, onChange, error }: { checked: boolean; onChange(checked: boolean): void; error: string | undefined }) {
  const t = useT(authDialogMessages);
  const language = useLanguage();
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={
          <Typography variant="body2">
            {t('terms.before')}{' '}
            <Link href={linkIn(language, paths.terms)} target="_blank" rel="noopener">
              {t('terms.terms')}
            </Link>{' '}
            {t('terms.between')}{' '}
            <Link href={linkIn(language, paths.privacy)} target="_blank" rel="noopener">
              {t('terms.privacy')}
            </Link>
            {t('terms.after') && ` ${t('terms.after')}`}
          </Typography>
        }
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
