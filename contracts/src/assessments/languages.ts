// The languages a test is read in. Kept apart from tests.ts, whose zod schemas would otherwise come with these two
// words into the first page's JavaScript (the language choice runs on every page).
export const testLanguages = ['en', 'hi'] as const;
export type TestLanguage = (typeof testLanguages)[number];
