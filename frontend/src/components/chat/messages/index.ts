// The chat panel's words (issue 33): its frame, the messages' captions and the report dialog, in the page's language
// (English on the counsellor's pages). The messages themselves are shown as their writers wrote them.
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const chatMessages = catalogue('chat', english, () => import('./hi.json'));
