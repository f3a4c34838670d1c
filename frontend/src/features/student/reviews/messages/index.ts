// A student's review of a completed session in each language (issue 33): the form, the step before sending, the
// review given and its toasts. The spec's English stays as it is.
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const reviewsMessages = catalogue('studentReviews', english, () => import('./hi.json'));
