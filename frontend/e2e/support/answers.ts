// Answers a student might give the Holland Code test: a clear shape (Social liked most, then Artistic, then
// Enterprising, the other three mostly disliked) with the spread real answers have, so the answer checks (issue 28)
// read them as genuine. By the item's id: its type's letter, then its number.
export function genuineRiasecAnswer(id: string): number {
  const n = Number(id.replace(/\D/g, '')) || 0;
  switch (id[0]) {
    case 's':
      return n % 3 === 0 ? 4 : 5;
    case 'a':
      return n % 4 === 0 ? 3 : 4;
    case 'e':
      return n % 2 === 0 ? 2 : 3;
    default:
      return [1, 2, 2, 1, 3][n % 5] ?? 1;
  }
}

/** A student reads each page for a while: the browser's clock (installed with page.clock.install()) moves on. */
export const READING_A_PAGE_MS = 40_000;

/**
 * A Big Five answer a genuine student might give (issue 28's checks read agreeing with everything as doubtful): each
 * trait has its own level, items worded against the trait are answered the other way, and every third answer is
 * firmer. `keyed` and `domain` are the library's (@bigfive-org/questions).
 */
export function genuineBigFiveAnswer(item: { keyed: string; domain: string }, n: number): number {
  const level = ({ O: 4, C: 4, E: 3, A: 4, N: 2 } as Record<string, number>)[item.domain] ?? 3;
  const firm = n % 3 === 0 ? (level > 3 ? 1 : level < 3 ? -1 : 0) : 0;
  const answer = level + firm;
  return item.keyed === 'plus' ? answer : 6 - answer;
}
