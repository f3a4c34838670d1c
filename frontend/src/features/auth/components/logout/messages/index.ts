// The dashboards' own Logout button and its toasts (dashboards §2, §8), in the page's language (issue 33).
import { catalogue } from '../../../../../lib/i18n/catalogue';
import english from './en.json';

export const logoutMessages = catalogue('logout', english, () => import('./hi.json'));
