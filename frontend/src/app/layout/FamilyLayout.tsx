// A family's own pages (the student's and the parent's) in the language their account reads (issue 33, item 3;
// docs/decisions/0164): not at addresses of their own like the public pages' /hi twins, since the account, not the
// address, carries the choice, and the switch saves it there. Loaded with the first of those pages, not with every
// visitor's first page.
import { Suspense, useDeferredValue, use } from 'react';
import { useMatches } from 'react-router-dom';
import { CenteredStatus } from '../../components/CenteredStatus';
import { useChosenLanguage } from '../../features/assessments';
import { useCurrentUser, useSaveAccountLanguage } from '../../features/auth';
import { type CataloguesHandle, loadCatalogues, readyIn } from '../../lib/i18n/catalogue';
import type { Language } from '../../lib/i18n/language';
import { LanguageArea } from '../../lib/i18n/LanguageArea';
import { errorPagesMessages } from '../pages/messages';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { familyFrameWords } from './familyFrameWords';
import { PublicLayout } from './PublicLayout';

/** What the frame shows while its own words load in Hindi, before any catalogue can say it. */
const loadingWords: Record<Language, string> = { en: 'Loading...', hi: 'लोड हो रहा है…' };

/** One promise per language and set of catalogues, kept: React's `use` needs the same one on every render. */
const ready = new Map<string, Promise<void>>();

function wordsReady(names: readonly string[], language: Language): Promise<void> {
  const key = `${language}:${names.join(',')}`;
  let loading = ready.get(key);
  if (!loading) {
    loading = loadCatalogues(names, language).catch((error: unknown) => {
      ready.delete(key); // asked again on the next render
      throw error;
    });
    ready.set(key, loading);
  }
  return loading;
}

/** The frame and the matched pages, drawn once their words are ready in `language` (suspends until then). */
function InTheirWords({ language }: { language: Language }) {
  const pages = useMatches().flatMap((match) => (match.handle as Partial<CataloguesHandle> | undefined)?.catalogues ?? []);
  // English arrives with the code, and a page the server drew in Hindi brought its words: either draws at once.
  const names = [...familyFrameWords, ...pages];
  if (!readyIn(names, language)) use(wordsReady(names, language));
  return <PublicLayout />;
}

/**
 * The account's language on a family's own pages, as the test pages pick theirs without an address's ?lang=: an account
 * that never chose reads in the language this browser chose (which is carried to the account, record 0094). English for
 * anyone else who reaches them (and is sent away).
 */
function useAccountLanguage(): { family: boolean; language: Language } {
  const user = useCurrentUser().data;
  const browser = useChosenLanguage();
  const family = user?.role === 'student' || user?.role === 'parent';
  return { family, language: family ? (user.language ?? browser ?? 'en') : 'en' };
}

export function FamilyLayout() {
  const { mutate: save } = useSaveAccountLanguage();
  const { family, language: chosen } = useAccountLanguage();
  // A new choice is drawn once its words have loaded; until then the page stays as it was, in the other language.
  const language = useDeferredValue(chosen);
  const choose = (next: Language) => save(next, { onError: () => undefined }); // the cache holds the choice (accountLanguage.ts)
  return (
    <LanguageArea language={language} {...(family ? { chooseOnAccount: choose } : {})}>
      <Suspense fallback={<CenteredStatus text={loadingWords[language]} fullScreen />}>
        <InTheirWords language={language} />
      </Suspense>
    </LanguageArea>
  );
}

function ErrorInTheirWords({ language }: { language: Language }) {
  if (!readyIn([errorPagesMessages.name], language)) use(wordsReady([errorPagesMessages.name], language));
  return <RouteErrorPage />;
}

/** What went wrong on a family's page, said in their language. */
export function FamilyErrorPage() {
  const { language } = useAccountLanguage();
  return (
    <LanguageArea language={language}>
      <Suspense fallback={<CenteredStatus text={loadingWords[language]} fullScreen />}>
        <ErrorInTheirWords language={language} />
      </Suspense>
    </LanguageArea>
  );
}

// The route's own names for them: the router takes this module as the route's lazy part.
export { FamilyLayout as Component, FamilyErrorPage as ErrorBoundary };
