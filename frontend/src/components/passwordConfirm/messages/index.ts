// The password dialog's own words in each language (issue 33): the field, its hint and Cancel. Its title, text and
// button are its caller's; the API's messages come in the reader's language (lib/i18n/apiMessages.ts).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const passwordConfirmMessages = catalogue('passwordConfirm', english, () => import('./hi.json'));
