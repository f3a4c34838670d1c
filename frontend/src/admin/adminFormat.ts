// How the back office writes its figures (dashboards §9): rupees in Indian grouping without decimals, counts in Indian
// grouping, a session's start in India's time on a 12-hour clock.
import { formatDate, formatTime } from '../lib/format';

const LOCALE = 'en-IN';
const wholeRupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 150000 -> '₹1,50,000'; 1799.1 -> '₹1,799' (the pages and mails keep the paise; the admin's overview does not). */
export const formatAdminRupees = (rupees: number): string => wholeRupees.format(Math.round(rupees) || 0);

/** 123456 -> '1,23,456'. */
export const formatCount = (n: number): string => count.format(n);

/** '25 Nov 2026, 4:30 pm', India's time. */
export const formatDateTime = (instant: string | Date): string => `${formatDate(instant)}, ${formatTime(instant)}`;

/** The first block of a UUID: enough to tell bookings apart in a table, and what the bookings search finds. */
export const shortId = (id: string): string => id.split('-')[0] ?? id;
