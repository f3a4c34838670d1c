// Deactivate an active coupon (after a confirmation: DELETE, which keeps it and its uses on record), or activate an
// inactive one again (PUT with its own terms and `active: true`, as the coupon API takes every term on an update).
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import { failureMessage } from '../../adminHttp';
import { toCouponInput } from './couponRecord';

export function CouponActiveButton() {
  const coupon = useRecordContext<AdminCoupon>();
  const [confirming, setConfirming] = useState(false);
  const [deactivate, deactivation] = useDelete<AdminCoupon>();
  const [update, activation] = useUpdate<AdminCoupon>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!coupon) return null;

  const failed = (what: string) => (error: unknown) => notify(`Failed to ${what} coupon: ${failureMessage(error)}`, { type: 'error' });
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    // The coupon stays in the list either way: refetch it rather than trust the cache (a delete drops the row).
    refresh();
  };

  const activate = () => {
    let data: ReturnType<typeof toCouponInput>;
    try {
      data = toCouponInput({ ...coupon, active: true });
    } catch (error) {
      return failed('activate')(error);
    }
    update('coupons', { id: coupon.id, data, previousData: coupon }, { mutationMode: 'pessimistic', onSuccess: done('Coupon activated'), onError: failed('activate') });
  };

  if (!coupon.active) {
    return (
      <Button
        size="small"
        color="success"
        onClick={(event) => {
          event.stopPropagation();
          activate();
        }}
        disabled={activation.isPending}
      >
        Activate
      </Button>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
        disabled={deactivation.isPending}
      >
        Deactivate
      </Button>
      <Confirm
        isOpen={confirming}
        loading={deactivation.isPending}
        title={`Deactivate ${coupon.code}?`}
        content="Students can no longer apply it; its past uses stay on record. You can activate it again later."
        confirm="Deactivate"
        confirmColor="warning"
        onConfirm={() =>
          deactivate(
            'coupons',
            { id: coupon.id, previousData: coupon },
            { mutationMode: 'pessimistic', onSuccess: done('Coupon deactivated'), onError: failed('deactivate'), onSettled: () => setConfirming(false) },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
