// The coupon form's values, checked with the contract's rules and sent as the API's body.
import { couponInput } from '@margdarshak/contracts/api/coupons';
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
