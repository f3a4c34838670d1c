// Packages: the public shape (public-area §3) and the admin form (dashboards §5).
import { z } from 'zod';

import { packageTypes } from './shapes';

export { packageTypes, packageShape as packageResponse, type Package } from './shapes';
export const packageTypeSchema = z.enum(packageTypes, 'Type must be basic, advanced or comprehensive');
export type PackageType = z.infer<typeof packageTypeSchema>;

export const FALLBACK_PRICES: Record<PackageType, number> = { basic: 999, advanced: 1999, comprehensive: 3999 };

export const MISSING_PACKAGE_FIELDS = 'Missing information: Please fill all required fields';
export const MISSING_PACKAGE_FEATURES = 'Missing features: Please add at least one feature';
export const MAX_PACKAGE_PRICE = 1_000_000;

const required = (max: number) => z.string(MISSING_PACKAGE_FIELDS).trim().min(1, MISSING_PACKAGE_FIELDS).max(max, `At most ${max} characters`);

const features = z
  .array(z.string().max(200, 'A feature has at most 200 characters'), MISSING_PACKAGE_FEATURES)
  .max(30, 'At most 30 features')
  .transform((list) => list.map((f) => f.trim()).filter((f) => f.length > 0))
  .refine((list) => list.length > 0, MISSING_PACKAGE_FEATURES);

/**
 * A package's words in Hindi (issue 33), written by the admin beside the English ones: the same fields, the same rules.
 * Absent, a Hindi page shows the English words.
 */
export const packageHindiInput = z.object({ name: required(80), description: required(2000), features });

/** Add or edit a package: a price is a whole number of rupees, at least 1. Blank features are dropped; at least one must remain. */
export const packageInput = z.object({
  name: required(80),
  description: required(2000),
  price: z.number(MISSING_PACKAGE_FIELDS).int('Price must be a whole number of rupees').min(1, 'Price must be at least ₹1').max(MAX_PACKAGE_PRICE, `Price must be at most ${MAX_PACKAGE_PRICE}`),
  type: packageTypeSchema,
  features,
  highlighted: z.boolean().default(false),
  /** Optional; `null` removes the Hindi words. */
  hindi: packageHindiInput.nullish(),
});
export type PackageInput = z.input<typeof packageInput>;
