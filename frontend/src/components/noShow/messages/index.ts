// The missed-session card's words (issue 33), in the page's language: Hindi on a family's session page, English on the
// counsellor's. What the server says about a report is already in the reader's language.
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const noShowMessages = catalogue('noShow', english, () => import('./hi.json'));
