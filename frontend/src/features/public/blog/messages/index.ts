// The blog's own words around its articles (issue 33); the articles' Hindi is articlesHi*.ts, loaded by the Hindi pages.
import { catalogue } from '../../../../lib/i18n/catalogue';
import english from './en.json';

export const blogMessages = catalogue('blog', english, () => import('./hi.json'));
