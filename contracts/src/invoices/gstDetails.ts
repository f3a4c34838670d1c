// The seller's GST details every money document carries (issue 31, item 1), and the checks on them that both sides
// share: a GSTIN's shape and check character, and the state codes of the GST scheme.
import { z } from 'zod';

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, from the first 14: the GST network's weighted sum in base 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Two digits: 01 (Jammu and Kashmir) to 38 (Ladakh), and 97 (Other Territory). */
export const gstStateCode = z.string().regex(/^(0[1-9]|[12]\d|3[0-8]|97)$/, 'use the two-digit GST state code (for example 29 for Karnataka)');

/** State code, PAN, entity number, Z, check character; the check character must match. */
export const gstin = z
  .string()
  .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a GSTIN is 15 characters: state code, PAN, entity number, Z and a check character')
  .refine((value) => gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14), 'this GSTIN’s last character does not match its check character');

export const gstDetails = z.object({
  legalName: z.string().min(1),
  address: z.string().min(1),
  stateCode: gstStateCode,
  /** null: not registered for GST; documents are then receipts (bills of supply) and carry no tax. */
  gstin: gstin.nullable(),
  /** Services Accounting Code of what is sold (decision 0116). */
  sac: z.string().regex(/^99\d{4}$/, 'a SAC code is six digits starting with 99'),
  /** GST rate in basis points of the taxable value (1800 = 18 %). */
  rateBasisPoints: z.number().int().min(0).max(2800).multipleOf(2, 'use a rate that halves into whole hundredths of a percent (CGST and SGST)'),
  /** Whether listed prices include the tax (they must, for consumers in India). */
  pricesIncludeTax: z.literal(true),
});

export type GstDetails = z.infer<typeof gstDetails>;
