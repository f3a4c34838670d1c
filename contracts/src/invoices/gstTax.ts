// The tax on a tax-inclusive amount (issue 31, item 1): the taxable value, and CGST plus SGST when the place of supply
// is the seller's own state (or unknown), IGST when it is another. The parts always add up to the amount, to the paisa:
// the tax is what the amount holds beyond its taxable value, and an odd paisa of it goes to CGST (decision 0117).
import type { GstDetails } from './gstDetails';

export interface TaxLine {
  tax: 'CGST' | 'SGST' | 'IGST';
  /** Basis points of the taxable value (900 = 9 %). */
  rateBasisPoints: number;
  amountPaise: number;
}

export interface TaxSplit {
  taxablePaise: number;
  /** Empty for a receipt: a seller without a GSTIN charges no GST. */
  lines: TaxLine[];
  totalPaise: number;
  /** The state whose rules apply: the payer's when known, else the seller's. */
  placeOfSupply: string;
}

/** `amountPaise` includes the tax; `placeOfSupply`: the payer's GST state code, null when unknown (intra-state). */
export function splitTax(amountPaise: number, seller: Pick<GstDetails, 'gstin' | 'rateBasisPoints' | 'stateCode'>, placeOfSupply: string | null): TaxSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`An amount is a whole number of paise, not ${amountPaise}`);
  const place = placeOfSupply ?? seller.stateCode;
  const rate = seller.rateBasisPoints;
  if (seller.gstin === null || rate === 0) return { taxablePaise: amountPaise, lines: [], totalPaise: amountPaise, placeOfSupply: place };
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + rate));
  const tax = amountPaise - taxablePaise;
  if (place !== seller.stateCode) return { taxablePaise, lines: [{ tax: 'IGST', rateBasisPoints: rate, amountPaise: tax }], totalPaise: amountPaise, placeOfSupply: place };
  const sgst = Math.floor(tax / 2);
  return {
    taxablePaise,
    lines: [
      { tax: 'CGST', rateBasisPoints: rate / 2, amountPaise: tax - sgst },
      { tax: 'SGST', rateBasisPoints: rate / 2, amountPaise: sgst },
    ],
    totalPaise: amountPaise,
    placeOfSupply: place,
  };
}
