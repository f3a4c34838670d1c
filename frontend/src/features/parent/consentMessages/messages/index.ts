// The consent page's words (issue 33): what a parent reads before consenting, in English or Hindi. The notice itself is
// the API's (contracts/family/consentNotice.ts), in the language the page asks for.
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const consentMessages = catalogue('consent', english, () => import('./hi.json'));
