// ra-data-simple-rest over /api/admin, with cookies; failures carry the API's `{error}` text as their message.
import simpleRestProvider from 'ra-data-simple-rest';
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

export const dataProvider = simpleRestProvider('/api/admin', httpClient);

/** The message of a failed admin call, for 'Failed to … package' notifications (dashboards §8). */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}
