// The words of the counsellors' lists, filters and profile pages (issue 33); the card's own are the feature's catalogue.
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const counsellorsBrowseMessages = catalogue('counsellorsBrowse', english, () => import('./hi.json'));
