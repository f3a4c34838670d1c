// The words of the public pages' frame: navbar, footer, the language switch (issue 33).
import { catalogue } from '../../../lib/i18n/catalogue';
import english from './en.json';

export const shellMessages = catalogue('shell', english, () => import('./hi.json'));
