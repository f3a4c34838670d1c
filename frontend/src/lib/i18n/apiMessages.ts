// The API's messages in the page's language, on the browser's side (issue 33). The server answers a Hindi reader in
// Hindi itself (the browser tells it the page's language); this is for the same messages found before sending, by the
// same zod rules, so that a form's errors read alike whoever found them. The Hindi loads with the first form that asks.
import { use } from 'react';
import { useLanguage } from './useLanguage';

type Say = (english: string) => string;

let hindiOf: ((english: string) => string | undefined) | undefined;
let loading: Promise<unknown> | undefined;

const asIs: Say = (english) => english;
const inHindi: Say = (english) => hindiOf?.(english) ?? english;

/** The page's words for an API message (suspending, inside a Suspense boundary, while the Hindi loads). */
export function useApiMessages(): Say {
  if (useLanguage() === 'en') return asIs;
  if (!hindiOf) {
    loading ??= import('@margdarshak/contracts/messages/hindi').then(
      (module) => {
        hindiOf = module.hindiOf;
      },
      (error: unknown) => {
        loading = undefined; // asked again on the next render
        throw error;
      },
    );
    use(loading);
  }
  return inHindi;
}
