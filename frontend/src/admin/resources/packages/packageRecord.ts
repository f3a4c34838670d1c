import type { Package } from '@margdarshak/contracts/api/packages';
import { MISSING_PACKAGE_FIELDS, packageInput } from '@margdarshak/contracts/api/packages';
import { fieldErrorsFrom } from '../../../lib/formErrors';

export type PackageRecord = Package;

/** What the form holds: react-admin gives null for emptied inputs. */
export interface PackageFormValues {
  name?: string | null;
  description?: string | null;
  price?: number | null;
  type?: string | null;
  highlighted?: boolean | null;
  features?: (string | null)[] | null;
}

function candidate(values: PackageFormValues) {
  return {
    name: values.name ?? undefined,
    description: values.description ?? undefined,
    price: values.price ?? undefined,
    type: values.type || undefined,
    highlighted: values.highlighted ?? false,
    features: (values.features ?? []).map((feature) => feature ?? ''),
  };
}

/** dashboards §5, with the contract's messages; a missing type reads as missing information too. */
export function validatePackage(values: PackageFormValues): Record<string, string> {
  const result = packageInput.safeParse(candidate(values));
  if (result.success) return {};
  const errors = fieldErrorsFrom(result.error.issues);
  if (errors.type && !values.type) errors.type = MISSING_PACKAGE_FIELDS;
  return errors;
}

/** The body sent to the API: trimmed, blank features dropped, price a whole number (validated first). */
export function toPackageInput(values: PackageFormValues) {
  return packageInput.parse(candidate(values));
}
