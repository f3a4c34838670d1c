// The packages page's words (issue 33); the cards' own are the feature's catalogue.
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const packagesPageMessages = catalogue('packagesPage', english, () => import('./hi.json'));
