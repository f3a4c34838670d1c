// The payment toasts' words (public-area §8, word for word in English; issue 33 for Hindi), for every checkout.
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const paymentMessages = catalogue('payment', english, () => import('./hi.json'));
