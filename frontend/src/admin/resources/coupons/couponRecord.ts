// The coupon form's values, checked with the contract's rules and sent as the API's body; how a coupon's terms read.
import { couponInput, type AdminCoupon } from '@margdarshak/contracts/api/coupons';
import { formatRupees } from '@margdarshak/contracts/money';
import { formatDate } from '../../../lib/format';
import { fieldErrorsFrom } from '../../../lib/formErrors';

/** What the form holds: react-admin gives null for emptied inputs, and the record's own fields on edit. */
export interface CouponFormValues {
  code?: string | null;
  kind?: string | null;
  value?: number | null;
  maxDiscount?: number | null;
  minAmount?: number | null;
  validFrom?: string | null;
  validUntil?: string | null;
  totalLimit?: number | null;
  perStudentLimit?: number | null;
  packageTypes?: string[] | null;
  active?: boolean | null;
}

/** A datetime-local value (the admin's own time zone) as an instant; blank stays empty. */
export function toInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

function candidate(values: CouponFormValues) {
  return {
    code: values.code ?? undefined,
    kind: values.kind || undefined,
    value: values.value ?? undefined,
    maxDiscount: values.maxDiscount ?? null,
    minAmount: values.minAmount ?? 0,
    validFrom: toInstant(values.validFrom),
    validUntil: toInstant(values.validUntil),
    totalLimit: values.totalLimit ?? null,
    perStudentLimit: values.perStudentLimit ?? null,
    packageTypes: values.packageTypes ?? [],
    active: values.active ?? true,
  };
}

export function validateCoupon(values: CouponFormValues): Record<string, string> {
  const result = couponInput.safeParse(candidate(values));
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
}

/** The body sent to the API (validated first): the code in capitals, dates as instants, empty limits as null. */
export function toCouponInput(values: CouponFormValues) {
  return couponInput.parse(candidate(values));
}

/** '25% off (at most ₹400)', '₹200 off'. */
export const describeDiscount = (c: Pick<AdminCoupon, 'kind' | 'value' | 'maxDiscount'>): string =>
  c.kind === 'percent' ? `${c.value}% off${c.maxDiscount !== null ? ` (at most ${formatRupees(c.maxDiscount)})` : ''}` : `${formatRupees(c.value)} off`;

/** '1 Nov 2026 to 15 Nov 2026', '… to 15 Nov 2026', or 'Always'. */
export const describeWindow = (c: Pick<AdminCoupon, 'validFrom' | 'validUntil'>): string =>
  c.validFrom || c.validUntil ? `${c.validFrom ? formatDate(c.validFrom) : '…'} to ${c.validUntil ? formatDate(c.validUntil) : '…'}` : 'Always';

/** '3 / 50', or '3' when unlimited. */
export const describeUses = (c: Pick<AdminCoupon, 'uses' | 'totalLimit'>): string => `${c.uses}${c.totalLimit !== null ? ` / ${c.totalLimit}` : ''}`;
