import { fetchUtils, HttpError } from 'react-admin';

export const API_VERSION = '1.0.0';

/**
 * Every call to the Wingshare API: JSON, the API version header, and the session cookie.
 * Failures reject with react-admin's HttpError whose message is the server's `message`.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Version', API_VERSION);
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
}

/**
 * The first message of each field a refused call named (the server's `fields`, by the body's names), for the
 * form to show beside its fields; empty for any other failure (then the message is notified).
 */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  const fields = error instanceof HttpError ? (error.body as { fields?: Record<string, string[] | undefined> } | undefined)?.fields : undefined;
  const named: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields ?? {})) if (messages?.[0]) named[field] = messages[0];
  return named;
}
