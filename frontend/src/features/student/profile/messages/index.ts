// The student's profile page in each language (issue 33): the form's fields, the photo, the studies' lists, the academic
// rows, and its toasts. The spec's English stays as it is (dashboards §3).
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const profileMessages = catalogue('studentProfile', english, () => import('./hi.json'));
