// Display formats: en-IN, Asia/Kolkata, rupees without decimals (public-area §9, dashboards §9).
const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

const rupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const date = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

/** 1999 -> '₹1,999'; 100000 -> '₹1,00,000'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const withPaise = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts that may carry paise (after a percent coupon): 899.1 -> '₹899.10'; whole rupees as formatRupees. */
export function formatAmount(rupees: number): string {
  return Number.isInteger(rupees) ? formatRupees(rupees) : withPaise.format(rupees);
}

/** A calendar date (YYYY-MM-DD, already India's) as 'Wed, 25 Nov 2026'. */
export function formatDay(isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** '23 Nov 2026' in India's time zone. */
export function formatDate(instant: Date | string | number): string {
  return date.format(new Date(instant));
}

/** '4:30 pm' in India's time zone. */
export function formatTime(instant: Date | string | number): string {
  return time.format(new Date(instant));
}
