// The public pages written in Hindi so far, by their English pattern (contracts' `hindiPagePatterns`, which the server's
// page matcher reads too): each has a /hi twin (app/routes.tsx builds them from this list), the language switch, and
// hreflang links to it.
import { hasHindiTwin, hindiPagePatterns } from '@margdarshak/contracts/pages';
import { englishPath, type Language, pathIn } from './language';

export const hindiPages: ReadonlySet<string> = new Set(hindiPagePatterns);

/** Whether the page at `pathname` (either language) is written in both. */
export const isBilingual = (pathname: string): boolean => hasHindiTwin(englishPath(pathname));

/** Where a link to the English page `path` leads a reader of `language`: its twin when there is one. */
export const linkIn = (language: Language, path: string): string => (language === 'hi' && hasHindiTwin(path) ? pathIn('hi', path) : path);
