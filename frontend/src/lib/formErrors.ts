// Turns validation issues (zod's, or the API's 400 `issues`) into one message per form field.

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message for each top-level field. */
export function fieldErrorsFrom(issues: readonly IssueLike[], say: (english: string) => string = (english) => english): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if ((typeof key === 'string' || typeof key === 'number') && !(String(key) in fields)) fields[String(key)] = say(issue.message);
  }
  return fields;
}
