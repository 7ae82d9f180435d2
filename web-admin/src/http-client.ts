import { fetchUtils } from 'react-admin';

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
