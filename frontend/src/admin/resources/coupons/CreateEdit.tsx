// Add and edit a coupon, each saying what it did in words (not react-admin's 'Element created').
import { Create, Edit, useNotify, useRedirect } from 'react-admin';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import { failureMessage } from '../../adminHttp';
import { CouponForm } from './CouponForm';
import { toCouponInput } from './couponRecord';

function useSaved(done: string, failed: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(done, { type: 'success' });
      redirect('list', 'coupons');
    },
    onError: (error: unknown) => notify(`${failed}: ${failureMessage(error)}`, { type: 'error' }),
  };
}

export function CouponCreate() {
  return (
    <Create transform={toCouponInput} mutationOptions={useSaved('Coupon created', 'Failed to create coupon')}>
      <CouponForm />
    </Create>
  );
}

export function CouponEdit() {
  return (
    <Edit<AdminCoupon> mutationMode="pessimistic" transform={toCouponInput} mutationOptions={useSaved('Coupon updated', 'Failed to update coupon')}>
      <CouponForm editing />
    </Edit>
  );
}
