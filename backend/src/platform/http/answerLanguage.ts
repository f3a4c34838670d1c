// An answer's words in the language its reader reads (issue 33): a student's or parent's account language, else the
// request's Accept-Language (which the browser sets to the page's language). Counsellors, admins and auditors read
// English, as their areas are. Only the API's own words change: `error`, each issue's `message`, and a bare `{message}`.
import type Koa from 'koa';
import type { AccountLanguage, Role } from '@margdarshak/contracts/api/accounts';
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import { activeUserRow, type GuardDeps } from './guards';

const familyRoles: ReadonlySet<Role> = new Set(['student', 'parent']);

/** The language to answer `ctx` in. A failed read of the account (the database gone) falls back to the request's. */
export async function answerLanguage(ctx: Koa.Context, deps: GuardDeps): Promise<AccountLanguage> {
  const user = ctx.state.user;
  if (user && !familyRoles.has(user.role)) return 'en';
  const chosen = user
    ? await activeUserRow(deps, user.id).then(
        (row) => row?.language ?? undefined,
        () => undefined,
      )
    : undefined;
  return chosen ?? (ctx.acceptsLanguages('en', 'hi') === 'hi' ? 'hi' : 'en');
}

interface Issue {
  path: string;
  message: string;
}

/** An answer whose words are the API's: a failure (`{error, issues?, message?}`) or a bare `{message}`. */
type Worded = { error: string; message?: string; issues?: Issue[] } | { message: string };

const isRecord = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body);

function wordedAnswer(body: unknown): Worded | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.error === 'string') return body as Worded;
  const keys = Object.keys(body);
  return keys.length === 1 && typeof body.message === 'string' ? (body as Worded) : undefined;
}

const inHindi = (english: string) => hindiOf(english) ?? english;

function wordedInHindi(body: Worded): Worded {
  if (!('error' in body)) return { message: inHindi(body.message) };
  return {
    ...body,
    error: inHindi(body.error),
    ...(body.message === undefined ? {} : { message: inHindi(body.message) }),
    ...(body.issues ? { issues: body.issues.map((issue) => ({ ...issue, message: inHindi(issue.message) })) } : {}),
  };
}

/** Words a made answer in its reader's language; a promise only when the answer has words of ours to change. */
export function answersInLanguage(deps: GuardDeps): (ctx: Koa.Context) => Promise<void> | undefined {
  return (ctx) => {
    const worded = wordedAnswer(ctx.body);
    if (!worded) return undefined;
    ctx.vary('Accept-Language');
    return answerLanguage(ctx, deps).then((language) => {
      if (language === 'hi') ctx.body = wordedInHindi(worded);
    });
  };
}
