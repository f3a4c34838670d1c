// The payment summary of the booking summary page: coupon, price, discount, total (from paise) and the Pay button.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import { formatPaise } from '@margdarshak/contracts/money';
import type { PaymentSummary } from '../money';
import { CouponBox } from './CouponBox';
import { useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';

export function SummaryLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700 } : {};
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography sx={weight}>{label}</Typography>
      <Typography sx={weight}>{value}</Typography>
    </Stack>
  );
}

interface Props {
  summary: PaymentSummary;
  /** Absent while the package loads. */
  pkg: { id: string; price: number } | undefined;
  coupon: ValidateCouponResponse | null;
  onCoupon(coupon: ValidateCouponResponse | null): void;
  payLabel: string;
  canPay: boolean;
  busy: boolean;
  onPay(): void;
  /** Who pays (name and mobile), above the price. */
  payer?: ReactNode;
  /** Notes under the button (sign in, wrong role, slot refused). */
  children?: ReactNode;
  /** In place of the coupon and Pay: what a student who may not book yet can do (ask their parent). */
  instead?: ReactNode;
}

export function PaymentSummaryCard({ summary, pkg, coupon, onCoupon, payLabel, canPay, busy, onPay, payer, children, instead }: Props) {
  const t = useT(bookingMessages);
  return (
    <Card variant="outlined" component="section" aria-labelledby="payment-summary-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="payment-summary-heading" variant="h6" component="h2">
            {t('pay.title')}
          </Typography>
          {payer}
          {pkg && !instead && <CouponBox price={pkg.price} packageId={pkg.id} applied={coupon} onApplied={onCoupon} disabled={busy} />}
          {!instead && <Divider />}
          <SummaryLine label={t('pay.price')} value={formatPaise(summary.pricePaise)} />
          {coupon && <SummaryLine label={t('pay.coupon', { code: coupon.coupon.code })} value={`−${formatPaise(summary.discountPaise)}`} />}
          <SummaryLine label={t('pay.total')} value={formatPaise(summary.totalPaise)} strong />
          {instead ?? (
            <Button variant="contained" size="large" onClick={onPay} disabled={!canPay || busy}>
              {busy ? t('pay.processing') : payLabel}
            </Button>
          )}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
