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
  /** The package's words in Hindi (issue 33): all left empty, the package has none (an edit then removes them). */
  hindi?: { name?: string | null; description?: string | null; features?: (string | null)[] | null } | null;
}

const filled = (text: string | null | undefined) => Boolean(text?.trim());
const featureRows = (rows: (string | null)[] | null | undefined) => (rows ?? []).map((feature) => feature ?? '');

function candidate(values: PackageFormValues) {
  const { hindi } = values;
  const hasHindi = hindi && (filled(hindi.name) || filled(hindi.description) || (hindi.features ?? []).some(filled));
  return {
    name: values.name ?? undefined,
    description: values.description ?? undefined,
    price: values.price ?? undefined,
    type: values.type || undefined,
    highlighted: values.highlighted ?? false,
    features: featureRows(values.features),
    hindi: hasHindi ? { name: hindi.name ?? undefined, description: hindi.description ?? undefined, features: featureRows(hindi.features) } : null,
  };
}

export type PackageFormErrors = Record<string, string> & { hindi?: Record<string, string> };

/**
 * dashboards §5, with the contract's messages; a missing type reads as missing information too. The Hindi words, once
 * any is written, follow the same rules, each message under its Hindi field.
 */
export function validatePackage(values: PackageFormValues): PackageFormErrors {
  const result = packageInput.safeParse(candidate(values));
  if (result.success) return {};
  const errors: PackageFormErrors = fieldErrorsFrom(result.error.issues.filter((issue) => issue.path[0] !== 'hindi'));
  if (errors.type && !values.type) errors.type = MISSING_PACKAGE_FIELDS;
  const hindi = fieldErrorsFrom(result.error.issues.filter((issue) => issue.path[0] === 'hindi').map((issue) => ({ ...issue, path: issue.path.slice(1) })));
  if (Object.keys(hindi).length > 0) errors.hindi = hindi;
  return errors;
}

/** The body sent to the API: trimmed, blank features dropped, price a whole number (validated first). */
export function toPackageInput(values: PackageFormValues) {
  return packageInput.parse(candidate(values));
}
