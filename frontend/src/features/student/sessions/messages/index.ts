// The student's sessions in each language (issue 33): Your Sessions with its tabs, a session's card, its status, its
// tests, the cancel and reschedule dialogs, and the session's page. The spec's English stays as it is (dashboards §2,
// §4, §5, §8, §9).
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const sessionsMessages = catalogue('studentSessions', english, () => import('./hi.json'));
