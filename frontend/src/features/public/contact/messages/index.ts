// The contact page's words and toasts (issue 33); the spec's English stays as it is (public-area §8, §9).
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const contactMessages = catalogue('contact', english, () => import('./hi.json'));
