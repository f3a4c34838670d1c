// Institutions as the report lists them (issue 28, item 4): the report does not know the student's gender and must not
// guess, so co-educational places come first and a single-sex one only where the profile marks it so, never first.
// The profile writers' marker is the words in brackets after the name, '(women only)' or '(…; women only; …)', which
// contentRules.unit.spec.ts already requires of every such institution; read here in one place.

const marker = /\b(?:women|men|girls|boys) only\b|केवल (?:महिलाओं|लड़कियों|लड़कों) के लिए/i;

/** Whether the profile marks this institution as admitting one sex only (for the course named). */
export const isSingleSex = (institution: string): boolean => marker.test(institution);

/** Co-educational institutions first, in their order; then the marked single-sex ones, unless nothing else is listed. */
export function coEducationalFirst(institutions: readonly string[]): string[] {
  const open = institutions.filter((i) => !isSingleSex(i));
  return open.length ? [...open, ...institutions.filter(isSingleSex)] : [];
}
