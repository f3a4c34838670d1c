// The words of the not-found and error pages (issue 33). In Hindi, the not-found page says what happened in a family's
// words rather than the spec's English line, which speaks to a developer (docs/decisions/0160).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const errorPagesMessages = catalogue('errorPages', english, () => import('./hi.json'));
