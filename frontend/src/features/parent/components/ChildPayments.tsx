// A child's payments on the parent dashboard: a card per payment (a booking paid twice shows both, each refund on its
// own payment), at every width, so nothing runs off a 360 px screen: the amount, what it paid for, the coupon, and the
// receipt for the payment the booking stands on. The provider's reference is kept, small, for a question to the bank.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ParentChildBooking } from '@margdarshak/contracts/api/family';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { OwnWords } from '../../../components/shared/OwnWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { paymentRows } from './childPayments';
import { usePackageName } from '../../packages';

export function ChildPayments({ childId, bookings }: { childId: string; bookings: ParentChildBooking[] }) {
  const t = useT(parentMessages);
  const packageName = usePackageName();
  const language = useLanguage();
  const rows = paymentRows(bookings, t);
  if (rows.length === 0) return <Typography color="textSecondary">{t('payments.none')}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('child.paymentsTitle')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 1 }}
    >
      {rows.map((row) => (
        <Paper component="li" key={row.key} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="span">
              {row.amount}
            </Typography>
            <Typography variant="body2" component="span">
              {row.status}
            </Typography>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            <OwnWords
              text={t('payments.paidFor', { paidOn: formatDate(row.at, language), package: packageName(row), sessionDate: formatDate(row.sessionDate, language) })}
              words={[packageName(row)]}
            />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {row.couponCode ? <OwnWords text={t('payments.coupon', { code: row.couponCode })} words={[row.couponCode]} /> : t('payments.noCoupon')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', mt: 0.5 }}>
            <Typography variant="caption" color="textSecondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              <OwnWords text={t('payments.ref', { reference: row.paymentId })} words={[row.paymentId]} />
            </Typography>
            {row.receiptFor && (
              <Link component={RouterLink} to={paths.parent.receipt.to(childId, row.receiptFor)} variant="body2" sx={{ flexShrink: 0 }}>
                {t('payments.receipt')}
              </Link>
            )}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
