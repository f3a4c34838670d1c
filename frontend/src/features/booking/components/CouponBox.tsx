// The coupon box of the booking summary (public-area §4, §5, §8): trimmed and upper-cased, validated by the server,
// then removable. Applying quotes only; the coupon is redeemed when the payment is confirmed.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import { serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useValidateCoupon } from '../api/validateCoupon';
import { formatPaise } from '@margdarshak/contracts/money';
import { toPaise } from '../money';
import { useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';

interface Props {
  price: number;
  packageId: string;
  applied: ValidateCouponResponse | null;
  onApplied(coupon: ValidateCouponResponse | null): void;
  disabled?: boolean;
}

export function CouponBox({ price, packageId, applied, onApplied, disabled = false }: Props) {
  const [code, setCode] = useState('');
  const validation = useValidateCoupon();
  const toast = useToast();
  const t = useT(bookingMessages);

  const apply = () => {
    const normalised = code.trim().toUpperCase();
    if (!normalised) {
      toast.error(t('coupon.toast.empty'), t('coupon.toast.emptyText'));
      return;
    }
    validation.mutate(
      { code: normalised, amount: price, packageId },
      {
        onSuccess: (coupon) => {
          onApplied(coupon);
          toast.success(t('coupon.toast.applied'), t('coupon.toast.saved', { amount: formatPaise(toPaise(coupon.discountAmount)) }));
        },
        onError: (error) => toast.error(t('coupon.toast.invalid'), serverErrorOf(error) ?? t('coupon.toast.failed')),
      },
    );
  };

  if (applied) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip color="success" label={t('coupon.applied', { code: applied.coupon.code })} />
        <Button
          size="small"
          disabled={disabled}
          onClick={() => {
            onApplied(null);
            setCode('');
            toast.show({ title: t('coupon.toast.removed'), variant: 'info' });
          }}
        >
          {t('coupon.remove')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField
        size="small"
        label={t('coupon.field')}
        value={code}
        disabled={disabled}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
      />
      <Button type="submit" variant="outlined" disabled={disabled || validation.isPending}>
        {validation.isPending ? t('coupon.applying') : t('coupon.apply')}
      </Button>
    </Stack>
  );
}
