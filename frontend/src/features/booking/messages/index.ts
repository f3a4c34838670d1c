// The booking pages' words and toasts (issue 33): choosing a time, the summary, the coupon, who pays, and asking a
// parent first. The spec's English stays as it is (public-area §2, §4, §8).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const bookingMessages = catalogue('booking', english, () => import('./hi.json'));
