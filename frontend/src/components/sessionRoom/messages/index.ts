// The video room card's words (issue 33), in the page's language: Hindi on a family's session page, English on the
// counsellor's. The counsellor's own-link form stays English (the counsellor's area is English).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const sessionRoomMessages = catalogue('sessionRoom', english, () => import('./hi.json'));
