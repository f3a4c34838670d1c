// How the back office writes its figures (dashboards §9): rupees in Indian grouping without decimals, counts in Indian
// grouping, a session's start in India's time on a 12-hour clock.
import { formatWholeRupees } from '@margdarshak/contracts/money';
import { formatDate, formatTime } from '../lib/format';

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const toThePaisa = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 150000 -> '₹1,50,000'; 1799.1 -> '₹1,799': the one money module's whole-rupee rule (the pages and mails keep the paise). */
export const formatAdminRupees = formatWholeRupees;

/**
 * The audit's amounts, always to the paisa so columns of figures line up as an accountant reads them:
 * 12345600 paise -> '₹1,23,456.00'.
 */
export const formatExactPaise = (paise: number): string => toThePaisa.format(Math.round(paise) / 100);

/** The same for the API's rupees: 1799.1 -> '₹1,799.10'; -50 -> '-₹50.00'. */
export const formatExactRupees = (rupees: number): string => formatExactPaise(Math.round(rupees * 100));

/** 123456 -> '1,23,456'. */
export const formatCount = (n: number): string => count.format(n);

/** '25 Nov 2026, 4:30 pm', India's time. */
export const formatDateTime = (instant: string | Date): string => `${formatDate(instant)}, ${formatTime(instant)}`;

/** The first block of a UUID: enough to tell bookings apart in a table, and what the bookings search finds. */
export const shortId = (id: string): string => id.split('-')[0] ?? id;
