// The about page's words (issue 33).
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const aboutMessages = catalogue('about', english, () => import('./hi.json'));
