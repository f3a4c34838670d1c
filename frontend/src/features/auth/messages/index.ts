// The sign-in and sign-up dialogs' words and toasts (issue 33); the spec's English stays as it is (public-area §2, §8).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const authDialogMessages = catalogue('auth', english, () => import('./hi.json'));
