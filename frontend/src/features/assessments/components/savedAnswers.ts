// Answers kept in the browser while a test is under way, so a reload resumes where the student left off.

export type Answers = Record<string, number>;

const keyOf = (storageKey: string) => `assessment:${storageKey}`;

export function loadAnswers(storageKey: string, storage: Pick<Storage, 'getItem'> = window.localStorage): Answers {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(storageKey)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5)) as Answers;
  } catch {
    return {};
  }
}

export const saveAnswers = (storageKey: string, answers: Answers, storage: Pick<Storage, 'setItem'> = window.localStorage) => storage.setItem(keyOf(storageKey), JSON.stringify(answers));
export const clearAnswers = (storageKey: string, storage: Pick<Storage, 'removeItem'> = window.localStorage) => storage.removeItem(keyOf(storageKey));

/** The answers to these items only. */
export const onlyItems = (itemIds: readonly string[], answers: Answers): Answers => {
  const known = new Set(itemIds);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => known.has(id)));
};

/** Item ids still unanswered, in test order. */
export const unanswered = (itemIds: readonly string[], answers: Answers) => itemIds.filter((id) => answers[id] === undefined);
