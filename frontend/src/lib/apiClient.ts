// One way to call the API (public-area §7, §8): cookies always sent, a non-OK answer throws `${status}: ${body}`.
import { apiFetch } from './apiFetch';

/** Anything that validates a parsed body: the zod schemas from contracts fit. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * Reads our own API's answer as its contract type without checking it at run time. Used on the first page's reads,
 * whose shapes the API's integration tests pin down: a validator there would cost every visitor its weight in JS.
 */
export const typed = <T>(): Parser<T> => ({ parse: (data) => data as T });

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The answer could not be read as the shape we expected. */
export class InvalidResponseError extends Error {
  constructor(cause: unknown) {
    super('Server response was invalid', { cause });
    this.name = 'InvalidResponseError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Lets the request finish after the page is closed (saving a test's progress as the student leaves). */
  keepalive?: boolean;
  /** The Accept header: JSON unless a call asks for a file. */
  accept?: string;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  // The API words its messages in the page's language for a visitor not signed in (backend answerLanguage.ts).
  if (typeof document !== 'undefined' && document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await apiFetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.form ?? (options.json === undefined ? null : JSON.stringify(options.json)),
    credentials: 'include',
    signal: options.signal ?? null,
    cache: options.cache ?? 'default',
    keepalive: options.keepalive ?? false,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return response;
}

function parseBody<T>(text: string, parser: Parser<T>): T {
  try {
    return parser.parse(text === '' ? undefined : JSON.parse(text));
  } catch (error) {
    throw new InvalidResponseError(error);
  }
}

/** Calls the API and validates its JSON answer. */
export async function apiRequest<T>(path: string, parser: Parser<T>, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return parseBody(await response.text(), parser);
}

/** Like apiRequest, and keeps the answer's headers (e.g. the total count beside a page). */
export async function apiRequestWithHeaders<T>(path: string, parser: Parser<T>, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, options);
  return { data: parseBody(await response.text(), parser), headers: response.headers };
}

/** For queries that treat 401 as "not signed in" (the spec's "caller asks for null"). */
export async function apiQueryOrNullOn401<T>(path: string, parser: Parser<T>, options: RequestOptions = {}): Promise<T | null> {
  try {
    return await apiRequest(path, parser, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Calls the API for a file (a report's PDF): the answer's bytes, or the same ApiError as any other call. */
export async function apiBlob(path: string, options: Omit<RequestOptions, 'json' | 'form'> = {}): Promise<Blob> {
  const response = await send(path, { accept: '*/*', ...options });
  return response.blob();
}

/** Calls the API for a file it makes on request (a data export, sent with a JSON body): the bytes and the headers. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, { accept: '*/*', ...options });
  return { blob: await response.blob(), headers: response.headers };
}

/** Calls the API when the answer's content does not matter (e.g. logout). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

function bodyJson(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `{error}` text of a failed call, when the server sent one. */
export function serverErrorOf(error: unknown): string | undefined {
  const body = bodyJson(error);
  return typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : undefined;
}

/** The `{message}` text of a failed call (the counsellor profile submission answers so). */
export function serverMessageOf(error: unknown): string | undefined {
  const body = bodyJson(error);
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

/** True when a call failed with a body that is not the API's JSON error shape (a proxy page, a crash). */
export function isUnreadableError(error: unknown): boolean {
  return error instanceof InvalidResponseError || (error instanceof ApiError && bodyJson(error) === undefined);
}

/** Field messages from a 400's `issues: [{path, message}]`, keyed by the first path segment (first message wins). */
export function fieldIssuesOf(error: unknown): Record<string, string> {
  const issues = bodyJson(error)?.issues;
  const fields: Record<string, string> = {};
  if (!Array.isArray(issues)) return fields;
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const key = Array.isArray(path) ? path[0] : path;
    if ((typeof key === 'string' || typeof key === 'number') && typeof message === 'string' && !(String(key) in fields)) {
      fields[String(key)] = message;
    }
  }
  return fields;
}

/** A 400's `issues: [{path, message}]` with their whole paths (a dotted string path is split), for nested fields. */
export function issuesOf(error: unknown): { path: (string | number)[]; message: string }[] {
  const issues = bodyJson(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const segments = Array.isArray(path) ? path : typeof path === 'string' ? path.split('.') : [];
    return [{ path: segments.filter((s): s is string | number => typeof s === 'string' || typeof s === 'number').map((s) => (typeof s === 'string' && /^\d+$/.test(s) ? Number(s) : s)), message }];
  });
}

/** `{message}`: the answer of calls that only report what they did. */
export const messageResponse: Parser<{ message: string }> = {
  parse(data) {
    const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
    if (typeof message !== 'string') throw new TypeError('Expected {message: string}');
    return { message };
  },
};
