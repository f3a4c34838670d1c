// The words around a counsellor on their card and profile (issue 33); what the counsellor wrote about themselves stays
// as they wrote it.
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const counsellorsMessages = catalogue('counsellors', english, () => import('./hi.json'));
