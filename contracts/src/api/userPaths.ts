// The signed-in account's own addresses, without the request schemas that validate them (accounts.ts), so a page can
// name them without loading zod.
/** PUT /api/user/language (signed in, for the session's own account): answers `{ language }`. */
export const accountLanguagePath = '/api/user/language';
/** PUT /api/me/language: the same command under the family's own addresses (issue 33), answering the same. */
export const meLanguagePath = '/api/me/language';
