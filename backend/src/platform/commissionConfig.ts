// The platform's commission as configuration (issue 31, item 2; decision 0127): one rate for every package, and a rate
// per package type where it differs, checked at start-up with the rest of the settings. The rate in force is written
// into each CommissionCharged event, so changing it later never changes a month already closed.
import { z } from 'zod';

export const packageTypesForCommission = ['basic', 'advanced', 'comprehensive'] as const;
type PackageType = (typeof packageTypesForCommission)[number];

export interface CommissionRates {
  /** Basis points (2000 is 20 %) for every package type not named in `byPackageType`. */
  defaultBasisPoints: number;
  byPackageType: Partial<Record<PackageType, number>>;
}

export const DEMO_COMMISSION_PERCENT = 20;

/** The problem with a percentage, or undefined when it is one. */
const percentProblem = (name: string, text: string): string | undefined => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) return `${name}: use a percentage from 0 to 100`;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-9) return `${name}: use at most two decimal places`;
  return undefined;
};

/** The variables, as config.ts's schema takes them. */
export const commissionEnvironment = {
  /** The platform's share of what families pay, in percent (20 by default). */
  COMMISSION_PERCENT: z
    .string()
    .default(String(DEMO_COMMISSION_PERCENT))
    .superRefine((text, ctx) => {
      const problem = percentProblem('COMMISSION_PERCENT', text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((text) => Math.round(Number(text) * 100)),
  /** Rates that differ by package type: `comprehensive:15,basic:25` (empty by default). */
  COMMISSION_PERCENT_BY_PACKAGE_TYPE: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const rates: Partial<Record<PackageType, number>> = {};
      for (const part of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [type = '', value = '', ...rest] = part.split(':').map((p) => p.trim());
        if (rest.length > 0 || !(packageTypesForCommission as readonly string[]).includes(type)) {
          ctx.addIssue({ code: 'custom', message: `"${part}": write type:percent, the type one of ${packageTypesForCommission.join(', ')}` });
          continue;
        }
        const problem = type in rates ? `${type} is given twice` : percentProblem(type, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        else rates[type as PackageType] = Math.round(Number(value) * 100);
      }
      return rates;
    }),
};

/** The rate (basis points) for a package type. */
export const commissionRateFor = (rates: CommissionRates, packageType: PackageType): number => rates.byPackageType[packageType] ?? rates.defaultBasisPoints;
