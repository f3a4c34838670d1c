// The platform's GST details as configuration (issue 31, item 1; decision 0116): read from the environment with the
// rest of the settings, with demo values for the embedded default that production must replace.
import { type GstDetails, gstDetails, gstStateCode } from '@margdarshak/contracts/invoices/gstDetails';
import { z } from 'zod';

export const DEMO_GST = {
  legalName: 'Margdarshak Careers Private Limited (demo)',
  address: '2nd Floor, 14 Residency Road, Bengaluru, Karnataka 560025',
  stateCode: '29',
  gstin: '29AAACM1234C1Z0',
} as const;

/** The variables, as config.ts's schema takes them. */
export const gstEnvironment = {
  GST_LEGAL_NAME: z.string().trim().min(1).default(DEMO_GST.legalName),
  GST_ADDRESS: z.string().trim().min(1).default(DEMO_GST.address),
  GST_STATE_CODE: gstStateCode.default(DEMO_GST.stateCode),
  /** The GSTIN, or `none` when the platform is not registered (then it issues receipts, with no tax on them). */
  GSTIN: z.string().trim().toUpperCase().default(DEMO_GST.gstin),
  GST_SAC: z.string().trim().default('999299'),
  GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(18),
  GST_PRICES_INCLUDE_TAX: z.stringbool().default(true),
};

type GstEnvironment = { [Key in keyof typeof gstEnvironment]: z.output<(typeof gstEnvironment)[Key]> };

/** The details, checked as one (a GSTIN's state must be the configured state); the problems as config lines. */
export function gstDetailsFrom(env: GstEnvironment, production: boolean): { gst: GstDetails } | { problems: string[] } {
  const problems: string[] = [];
  const registered = env.GSTIN !== 'NONE';
  if (!env.GST_PRICES_INCLUDE_TAX) problems.push('GST_PRICES_INCLUDE_TAX: prices must include GST: the checkout charges the listed price (decision 0116)');
  if (registered && env.GSTIN.slice(0, 2) !== env.GST_STATE_CODE) problems.push(`GSTIN: it begins with state code ${env.GSTIN.slice(0, 2)}, but GST_STATE_CODE is ${env.GST_STATE_CODE}`);
  if (production && (env.GST_LEGAL_NAME === DEMO_GST.legalName || env.GST_ADDRESS === DEMO_GST.address || env.GSTIN === DEMO_GST.gstin))
    problems.push('GST_LEGAL_NAME, GST_ADDRESS, GSTIN: production refuses the demo GST details; set the business’s own (GSTIN=none when not registered)');
  const parsed = gstDetails.safeParse({
    legalName: env.GST_LEGAL_NAME,
    address: env.GST_ADDRESS,
    stateCode: env.GST_STATE_CODE,
    gstin: registered ? env.GSTIN : null,
    sac: env.GST_SAC,
    rateBasisPoints: Math.round(env.GST_RATE_PERCENT * 100),
    pricesIncludeTax: true,
  });
  if (!parsed.success) {
    const names: Record<string, string> = { gstin: 'GSTIN', sac: 'GST_SAC', rateBasisPoints: 'GST_RATE_PERCENT' };
    for (const issue of parsed.error.issues) problems.push(`${names[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`);
  }
  return problems.length > 0 || !parsed.success ? { problems } : { gst: parsed.data };
}
