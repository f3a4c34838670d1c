// The back office's calls to the API, with cookies; failures carry the API's `{error}` text as their message. Kept apart
// from the data provider so the overview, drawn before react-admin starts, sends its requests the same way.
import { fetchUtils, HttpError } from 'react-admin';

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body: unknown = error.body;
    const serverError = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    throw new HttpError(typeof serverError === 'string' ? serverError : error.message, error.status, body);
  }
}

/** The HTTP status a failed call carries (react-admin's HttpError, the site's ApiError), if any. */
export function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** The message of a failed admin call, for 'Failed to … package' notifications (dashboards §8). */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}
