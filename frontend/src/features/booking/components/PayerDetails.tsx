// Who is paying, on the payment summary (public-area §3: the student profile's name and mobile, read during booking).
// Before the student has saved a profile, the server's fallbacks (the e-mail's local part, 9999999999) are not theirs:
// the card asks for the mobile instead of showing or sending the fallback.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SummaryLine } from './PaymentSummaryCard';
import { useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';

interface Props {
  /** The student's own name and mobile, or null each while the profile was never saved. */
  contact: { name: string | null; mobile: string | null };
  mobile: string;
  mobileError: string | undefined;
  onMobile(mobile: string): void;
}

export function PayerDetails({ contact, mobile, mobileError, onMobile }: Props) {
  const t = useT(bookingMessages);
  if (contact.mobile) {
    return (
      <Stack spacing={0.5}>
        {contact.name && <SummaryLine label={t('payer.student')} value={contact.name} />}
        <SummaryLine label={t('payer.mobile')} value={`+91 ${contact.mobile}`} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <TextField
        label={t('payer.mobileField')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={mobile}
        onChange={(event) => onMobile(event.target.value)}
        error={Boolean(mobileError)}
        helperText={mobileError ?? t('payer.mobileHelp')}
        fullWidth
      />
      <Typography variant="body2" color="textSecondary">
        <Link component={RouterLink} to={paths.student.profile}>
          {t('payer.completeProfile')}
        </Link>{' '}
        {t('payer.completeProfileAfter')}
      </Typography>
    </Stack>
  );
}
