/** The item at i, counting round the list again past its end: for spreading generated records over a few owners. */
export function nth<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('nth: the list is empty');
  return item;
}
