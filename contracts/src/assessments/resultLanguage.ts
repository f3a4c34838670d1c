// The language a result's words are in, for every reader of a stored result (server and web alike).
import type { TestLanguage } from './tests';

/** Its own `language`, else (a Big Five result stored before `language` existed) its report's, else English. */
export function resultLanguage(data: { language?: TestLanguage | undefined; reportLanguage?: string | undefined }): TestLanguage {
  return data.language ?? (data.reportLanguage === 'hi' ? 'hi' : 'en');
}
