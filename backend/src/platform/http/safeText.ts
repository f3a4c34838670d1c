// The one rule for every string the API accepts (JSON bodies, query strings, the path, multipart fields, JSON inside a
// query parameter): control characters other than tab, line feed and carriage return, and unpaired surrogates, are
// refused with a 400 naming the field; everything else is normalised to NFC. PostgreSQL cannot store NUL in text or
// jsonb, and a string that reached the log with one would stop every read model that copies it.
import type Koa from 'koa';
import { ValidationError } from './errors';

type Issue = { path: string; message: string };

// C0 controls except \t (09), \n (0A) and \r (0D); and, read by code point (the u flag), a surrogate standing alone.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these control characters is what the pattern is for
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

export const UNSAFE_TEXT = 'contains characters that are not allowed (control characters or broken Unicode)';

/** Whether `text` may be stored as it is (after NFC): no forbidden control character, no unpaired surrogate. */
export const isSafeText = (text: string): boolean => !forbidden.test(text);

const fieldName = (path: string) => path || 'body';

function clean(value: unknown, path: string, issues: Issue[]): unknown {
  if (typeof value === 'string') {
    if (!isSafeText(value)) {
      issues.push({ path, message: `${fieldName(path)} ${UNSAFE_TEXT}` });
      return value;
    }
    return value.normalize('NFC');
  }
  if (Array.isArray(value)) return value.map((item, index) => clean(item, path ? `${path}.${index}` : String(index), issues));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) issues.push({ path: keyPath, message: `A field name ${UNSAFE_TEXT}` });
      out[key.normalize('NFC')] = clean(item, keyPath, issues);
    }
    return out;
  }
  return value;
}

/** `value` with every string checked and normalised; throws a ValidationError naming each bad field. */
export function safeInput<T>(value: T, path = ''): T {
  const issues: Issue[] = [];
  const cleaned = clean(value, path, issues);
  if (issues.length > 0) throw new ValidationError(issues);
  return cleaned as T;
}

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined; // a malformed escape is the router's to answer (404)
  }
}

/** Applies the rule to the path and the query string, before any route or session sees them. */
export function safeAddress(): Koa.Middleware {
  // Not async: nothing is awaited but the rest of the chain, and a request passes without a promise of its own.
  return (ctx, next) => {
    // A raw control character cannot reach us unescaped (the HTTP parser refuses it): only an escaped path can hold one.
    const path = ctx.path.includes('%') ? decodedPath(ctx.path) : undefined;
    if (path !== undefined && !isSafeText(path)) throw new ValidationError([{ path: 'path', message: `The address ${UNSAFE_TEXT}` }]);
    if (ctx.querystring) ctx.query = safeInput(ctx.query);
    return next();
  };
}

/** Applies the rule to a parsed body before any route sees it. */
export function safeBody(): Koa.Middleware {
  return (ctx, next) => {
    const body: unknown = ctx.request.body;
    if (body !== undefined && body !== null && typeof body === 'object') ctx.request.body = safeInput(body);
    return next();
  };
}
