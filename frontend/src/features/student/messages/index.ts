// The student's own dashboard in each language (issue 33): its cards, the consent cards and the parent's e-mail form,
// the documents and report buttons, and the date-of-birth page. The spec's English stays as it is (dashboards §2, §8).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const studentMessages = catalogue('student', english, () => import('./hi.json'));
