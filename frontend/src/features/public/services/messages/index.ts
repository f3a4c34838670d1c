// The services page's words (issue 33).
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const servicesMessages = catalogue('services', english, () => import('./hi.json'));
