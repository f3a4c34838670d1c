// The landing page's words below the fold (stories, questions parents ask), loaded with those sections.
import { catalogue } from '../../../../../lib/i18n/catalogue';
import english from './en.json';

export const belowFoldMessages = catalogue('homeBelowFold', english, () => import('./hi.json'));
