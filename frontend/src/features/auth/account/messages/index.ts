// The 'Your data' card in each language (issue 33): downloading one's data and deleting the account, in words for the
// kind of account. A counsellor's card stays English (their area is English); its Hindi is kept complete all the same.
import { passwordConfirmMessages } from '../../../../components/passwordConfirm/messages';
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const myDataMessages = catalogue('myData', english, () => import('./hi.json'));

/** What a page showing the card loads with it: the card's words and its password dialog's. */
export const myDataCatalogues = [myDataMessages, passwordConfirmMessages];
