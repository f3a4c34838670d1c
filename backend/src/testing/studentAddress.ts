// The voice checks (issue 28, item 4), one copy for every spec that reads a surface's words. Both languages are checked
// in any text, since a Hindi report carries English names and an English one may quote Hindi.
//
// English: 'you', 'your', 'yours', 'yourself' as words. Hindi: the आप forms as words (आप, आपका, आपकी, आपके, आपको, आपसे,
// आपने, आपमें) and the तुम forms (तुम, तुम्हारा, तुम्हारे, तुम्हारी, तुमको, तुमसे). Never an address: the reflexive
// 'अपने आप' (by itself), and words that only begin with आप: आपस (each other), आपदा (disaster), आपातकालीन (emergency).
//
// studentAddressIn, for the parent's surfaces (the PDF, the parent's view): besides those, the parent's own words are
// no address to the student: 'your child', the helpline's 'for yourself', 'आपके बच्चे' / 'आपका बच्चा'.
// readerAddressIn, for words every surface shares (the Holland profiles, in a neutral voice): any address to anyone,
// the parent's 'your child' included.

const reflexive = [/अपने आप/gu];
const parentsOwn = [/\byour child\b/giu, /\bfor yourself\b/gu, /आपके बच्चे/gu, /आपका बच्चा/gu];
const addressing = [/\b(?:you|yours?|yourself)\b/giu, /(?<![\p{L}\p{M}])(?:आप(?:का|की|के|को|से|ने|में)?|तुम(?:्हारा|्हारे|्हारी|को|से)?)(?![\p{L}\p{M}])/gu];

const addressIn = (text: string, exceptions: readonly RegExp[]): string[] => {
  const rest = exceptions.reduce((left, phrase) => left.replace(phrase, ' '), text);
  return addressing.flatMap((pattern) => rest.match(pattern) ?? []);
};

/** The words in `text` that address the student ('you', आप …); none in words written to a parent. */
export const studentAddressIn = (text: string): string[] => addressIn(text, [...reflexive, ...parentsOwn]);

/** The words in `text` that address a reader at all, 'your child' included; none in words written for every reader. */
export const readerAddressIn = (text: string): string[] => addressIn(text, reflexive);
