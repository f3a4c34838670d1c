// The words of the small shared components (issue 33): Retry, a loading dialog's label, a photo's alt text. A page
// that draws them in Hindi names this catalogue in its `pageCatalogues`; the English is as it was.
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const sharedMessages = catalogue('sharedComponents', english, () => import('./hi.json'));
