// How an amount is written wherever a person reads it (pages, mails, API messages): the rupee sign, Indian digit grouping
// (1,50,000), and paise only when there are some ('₹999', '₹1,799.10'). Amounts are integer paise inside the system.
const LOCALE = 'en-IN';

/**
 * The smallest amount that can be charged, in paise (₹1): Razorpay refuses an order under it. Pricing never leaves less
 * than this to pay (a coupon then pays the whole price), and the local gateway refuses it as Razorpay does.
 */
export const MIN_CHARGE_PAISE = 100;
const whole = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 199900 -> '₹1,999'; 179910 -> '₹1,799.10'; 5 -> '₹0.05'. */
export function formatPaise(paise: number): string {
  const exact = Math.round(paise);
  return exact % 100 === 0 ? whole.format(exact / 100) : withPaise.format(exact / 100);
}

/** Whole rupees, as the admin's figures are written (dashboards §9): 150000 -> '₹1,50,000'; 1799.1 -> '₹1,799'. */
export const formatWholeRupees = (rupees: number): string => whole.format(Math.round(rupees) || 0);

/** Rupees, to the paisa, as the API speaks them: 1999 -> '₹1,999'; 1799.1 -> '₹1,799.10'. */
export const formatRupees = (rupees: number): string => formatPaise(Math.round(rupees * 100));

/** Always to the paisa, as money documents write amounts: 296525 -> '₹2,965.25'; 349900 -> '₹3,499.00'. */
export const formatPaiseToThePaisa = (paise: number): string => withPaise.format(Math.round(paise) / 100);
