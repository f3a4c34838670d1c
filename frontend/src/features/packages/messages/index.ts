// The words around a package on its card (issue 33); the package's own words come from the API, in Hindi when the
// admin wrote them (`Package.hindi`).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const packagesMessages = catalogue('packages', english, () => import('./hi.json'));
