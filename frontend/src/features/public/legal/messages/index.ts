// The legal pages' titles (issue 33); their text is termsText*.ts and privacyText*.ts, the English governing.
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const legalMessages = catalogue('legal', english, () => import('./hi.json'));
