// The landing page's own words (issue 33); the packages and counsellors it shows come from their features.
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const homeMessages = catalogue('home', english, () => import('./hi.json'));
