// The words of the form fields several areas share (issue 33): passwords, a student's age and their parent's e-mail.
import { catalogue } from '../../lib/i18n/catalogue';
import english from './en.json';

export const formFieldsMessages = catalogue('formFields', english, () => import('./hi.json'));
