// Words meant for a parent that speak to the student instead (issue 28, item 4): what the checks on the parent's
// surfaces (the PDF, the parent's view) look for. Both languages are checked in any text, since a Hindi report carries
// English names and an English one may quote Hindi.
//
// English: 'you', 'your', 'yours', 'yourself' as words, except 'your child' (the parent's child) and the parent's
// helpline 'for yourself'. Hindi: the आप forms as words (आप, आपका, आपकी, आपके, आपको, आपसे, आपने, आपमें), except
// 'आपके बच्चे' / 'आपका बच्चा' (your child, to the parent) and the reflexive 'अपने आप' (by itself). Words that only begin
// with आप are other words: आपस (each other), आपदा (disaster), आपातकालीन (emergency).

const parentsOwn = [/\byour child\b/giu, /\bfor yourself\b/gu, /आपके बच्चे/gu, /आपका बच्चा/gu, /अपने आप/gu];
const toTheStudent = [/\b(?:you|yours?|yourself)\b/giu, /(?<![\u0900-\u097F])आप(?:का|की|के|को|से|ने|में)?(?![\u0900-\u097F])/gu];

/** The words in `text` that address the student ('you', आप …); none in words written to a parent. */
export function studentAddressIn(text: string): string[] {
  const rest = parentsOwn.reduce((left, phrase) => left.replace(phrase, ' '), text);
  return toTheStudent.flatMap((pattern) => rest.match(pattern) ?? []);
}
