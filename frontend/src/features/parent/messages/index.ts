// The parent dashboard's words and toasts (issue 33): each child's sessions, payments, data and consent, the change of
// parent a child asked for, the session a child asked for, and the reminder setting. The spec's English stays as it is.
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const parentMessages = catalogue('parentDashboard', english, () => import('./hi.json'));
